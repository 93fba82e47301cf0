/**
 * Types of the club API, generated from the sandbox's OpenAPI document (GET /docs/openapi.json)
 * by `npm run api:types`. Do not edit: change the sandbox route schemas and regenerate.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe (no headers needed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The server is ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                ok: true;
                            };
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/whitelabel/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Configuration of the club served on a host
         * @description Resolves the club from the host the site was requested on (customer or agent host). An unknown host answers 200 with `data: null`.
         */
        get: {
            parameters: {
                query: {
                    /** @description Host the site was requested on, including the port (case-insensitive) */
                    domain: string;
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The club configuration, or null for an unknown host */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ClubConfiguration"] | null;
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description Invalid input; the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description A required header is missing */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected server error (details are logged, never returned) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flight/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Airports the calling club does not sell */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Blacklisted airports, by code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlacklistedAirport"][];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected server error (details are logged, never returned) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flight/airline/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Airlines the search can be filtered by
         * @description Active airlines with an IATA designator, one per code, sorted by name.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Airlines, sorted by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Airline"][];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected server error (details are logged, never returned) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/currency/flight/currency-code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A currency with its rate against the US dollar */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    /** @description ISO 4217 code; lower case is accepted */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The currency */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Currency"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description Invalid input; the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description A required header is missing */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected server error (details are logged, never returned) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/country/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with their calling codes and phone number rules */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Countries, sorted by English name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Country"][];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected server error (details are logged, never returned) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/clubs/{slug}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's image, e.g. its logo.svg */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An SVG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Invalid input; the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/currencies/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Icon of a currency, e.g. AED.svg */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An SVG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Invalid input; the message names the field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Unexpected server error (details are logged, never returned) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ClubConfiguration: {
            club_details: {
                /** @example 101 */
                club_id: number;
                /** @example Skyline Travel */
                club_name: string;
                /**
                 * @description CSS class for <body>
                 * @example club-skyline
                 */
                club_class: string;
                /** @example http://agent.skyline.localhost:3000 */
                agent_club_url: string;
                /** @example http://skyline.localhost:3000 */
                customer_club_url: string;
                copyright_text: string;
                description: {
                    en: string;
                    ar: string;
                };
            };
            /** @example USD */
            default_currency: string;
            /**
             * @description ISO 3166-1 alpha-2
             * @example AE
             */
            default_country_code: string;
            /** @example en */
            default_language: string;
            /** @example 1 */
            default_languageId: number;
            languages: {
                id: number;
                code: string;
                name: string;
            }[];
            currencies: {
                code: string;
                name: string;
                /** @description URL of an SVG icon */
                icon: string;
                symbol: string;
            }[];
            images: {
                /** @description Base URL of the club images folder */
                images_path: string;
                /** @description Full URL of the club logo (SVG) */
                logo: string;
            };
            theme_setup: {
                theme_id: number;
                color_schema: components["schemas"]["ColorSchema"];
            };
            urls: {
                panelType: components["schemas"]["PanelType"];
                url: string;
            }[];
            social_links: {
                instagram: string;
                facebook: string;
                twitter: string;
            };
            captcha: {
                /** @enum {string} */
                provider: "altcha" | "recaptcha";
                recaptcha_site_key: string | null;
            };
        };
        ColorSchema: {
            primary: {
                /** @example #0B4F8A */
                20: string;
                /** @example #0B4F8A */
                30: string;
                /** @example #0B4F8A */
                40: string;
                /** @example #0B4F8A */
                60: string;
                /** @example #0B4F8A */
                80: string;
                /** @example #0B4F8A */
                100: string;
            };
            secondary: {
                /** @example #0B4F8A */
                20: string;
                /** @example #0B4F8A */
                40: string;
                /** @example #0B4F8A */
                60: string;
                /** @example #0B4F8A */
                80: string;
                /** @example #0B4F8A */
                100: string;
            };
            /** @example #0B4F8A */
            primary_box: string;
        };
        /** @enum {string} */
        PanelType: "SUPER_ADMIN" | "FRONTEND" | "ADMIN" | "AGENT";
        ErrorEnvelope: {
            data: null;
            /** @example Oops. Something went wrong. Please try again. */
            message: string;
            /** @example 500 */
            statusCode: number;
        };
        BlacklistedAirport: {
            /**
             * @description IATA airport code
             * @example TLV
             */
            airportCode: string;
            /** @example Flights to this airport are suspended for security reasons */
            reason: string;
        };
        Airline: {
            /**
             * @description IATA airline designator
             * @example EK
             */
            airlineCode: string;
            /** @example Emirates */
            name: string;
        };
        Currency: {
            /** @example AED */
            code: string;
            /** @example UAE Dirham */
            name: string;
            /** @example د.إ */
            symbol: string;
            /** @description URL of an SVG icon */
            icon: string;
            /**
             * @description Units of this currency per 1 USD
             * @example 3.6725
             */
            rate: number;
            /**
             * @description Minor-unit digits
             * @example 2
             */
            decimals: number;
        };
        Country: {
            /**
             * @description English name
             * @example United Arab Emirates
             */
            country: string;
            /**
             * @description Arabic name
             * @example الإمارات العربية المتحدة
             */
            country_ar: string;
            /** @example AE */
            alpha2_code: string;
            /** @example ARE */
            alpha3_code: string;
            /**
             * @description Calling code with a leading plus
             * @example +971
             */
            country_code: string;
            /**
             * @description Mask of a typical mobile number, national part: first digit kept, the rest X
             * @example 5X XXX XXXX
             */
            pattern: string;
            /**
             * @description Possible lengths of a national number (digits)
             * @example [
             *       8,
             *       9
             *     ]
             */
            length: number[];
            /**
             * @description Pattern (unanchored) every valid national number matches
             * @example (?:[4-7]\d|9[0-689])\d{7}|800\d{2,9}|[2-4679]\d{7}
             */
            regex: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
