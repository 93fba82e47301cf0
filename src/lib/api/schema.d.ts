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
        /** Process is up (no headers needed; kept for existing probes, see /healthz and /readyz) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The server is up */
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
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up and answering (checks nothing else) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The process answers */
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
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: a database round trip (2 s at most); 503 while stopping or when the database is unreachable */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready to serve */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ready: boolean;
                                /** @enum {string} */
                                reason?: "draining" | "database unreachable";
                                checks: {
                                    /** @enum {string} */
                                    database: "ok" | "timeout" | "error" | "skipped";
                                };
                            };
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description Not ready: `data.reason` says why */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                ready: boolean;
                                /** @enum {string} */
                                reason?: "draining" | "database unreachable";
                                checks: {
                                    /** @enum {string} */
                                    database: "ok" | "timeout" | "error" | "skipped";
                                };
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
         * @description Active airlines with an IATA designator, one per code: first those based in the club's country, then the common carriers, then the rest by name. Named in the request's `language` where the sandbox knows an Arabic name.
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
                /** @description Airlines, the club's own and the common ones first */
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/flight/start-routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a flight search
         * @description Validates the search and starts it. Offers are then collected with check-routing. Prices are in the `Currency-Preference` currency, else the club default. A search lives 20 minutes. Limited per client address (30 a minute; 429 with Retry-After).
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StartRoutingBody"];
                };
            };
            responses: {
                /** @description The search started */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StartRoutingResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flight/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A month of a route's lowest fares (the search's price calendar)
         * @description For every day of `month`, the lowest `totalPrice` that start-routing for that day (one way, or out that day and back `tripLength` days later, up to 30) with the same cabin and party returns, in the `Currency-Preference` currency, else the club default; `none` when that search has no offer. This month up to 12 months ahead. Prices are kept per route and day. Counts against the same per-address budget as start-routing (30 a minute; 429 with Retry-After).
         */
        get: {
            parameters: {
                query: {
                    origin: string;
                    destination: string;
                    month: string;
                    tripType?: "Oneway" | "Roundtrip";
                    /** @description Round trip: days from departure to return */
                    tripLength?: number;
                    /** @description economy=1, premium_economy=2, business=3, first=4 */
                    cabin?: number;
                    /** @description Travellers aged 12 or more */
                    adults?: number;
                    /** @description Travellers aged 2–11 */
                    children?: number | null;
                    /** @description Travellers under 2; not more than adults */
                    infants?: number | null;
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
                /** @description The month's fares */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FlightCalendar"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
    "/flight/check-routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Poll a flight search for offers
         * @description Returns the offers that arrived since `offset`. Offers arrive in batches over 1–3 seconds; poll about every 400 ms until `complete`. Answers are gzip-compressed when the caller accepts it.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckRoutingBody"];
                };
            };
            responses: {
                /** @description Offers so far */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CheckRoutingResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The search expired (20 minutes) or is unknown: search again */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionTimeoutEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flight/revalidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the price and availability of an offer before checkout
         * @description CONFIRMED, PRICE_CHANGED (new price in `newPrice` and `offer`) or UNAVAILABLE. Unless unavailable, returns a `fareToken`, valid 20 minutes, that a booking names.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RevalidateBody"];
                };
            };
            responses: {
                /** @description The outcome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RevalidateResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The search expired (20 minutes) or is unknown: search again */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionTimeoutEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hotel/destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities and hotels whose English or Arabic name matches what the visitor typed
         * @description Case-, accent- and Arabic-spelling-insensitive; at most 8 cities and 8 hotels, best match first. Names in the `language` header’s language.
         */
        get: {
            parameters: {
                query: {
                    q: string;
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
                /** @description The matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelDestinations"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/hotel/destination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One city or hotel, by type and id (to check and prefill a search URL) */
        get: {
            parameters: {
                query: {
                    type: "CITY" | "HOTEL";
                    id: number;
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
                /** @description The destination */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelDestination"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/hotel/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a hotel search
         * @description Validates the search and answers a signed `searchId` that carries it (valid 30 minutes). Hotels are then collected with `/hotel/search/results`. Prices are in the `Currency-Preference` currency, else the club default. Limited per client address (30 a minute; 429 with Retry-After).
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HotelSearchBody"];
                };
            };
            responses: {
                /** @description The search started */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelSearchStarted"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hotel/search/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Poll a hotel search for hotels
         * @description Returns the hotels released since `offset`: they arrive in batches over 1–2 seconds; poll about every 400 ms until `complete`. Answers are gzip-compressed when the caller accepts it.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HotelResultsBody"];
                };
            };
            responses: {
                /** @description Hotels so far */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelResults"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The search or the checked rates expired, or are unknown or another club’s: search again */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                sessionTimeout: true;
                            };
                            message: string;
                            /** @enum {number} */
                            statusCode: 410;
                        };
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hotel/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A hotel with its room types and rates for a stay
         * @description Stateless: the same body answers the same. Rates are priced for each room of the stay.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HotelStayBody"];
                };
            };
            responses: {
                /** @description The hotel */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelDetails"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hotel/rate-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the chosen rates (one per room) before checkout
         * @description CONFIRMED, PRICE_CHANGED (old and new price) or UNAVAILABLE (which rates are sold out). Unless unavailable, answers a signed `rateToken`, valid 20 minutes, that a booking names.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HotelRateCheckBody"];
                };
            };
            responses: {
                /** @description The outcome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelRateCheck"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hotel/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book checked hotel rates (Pending until paid)
         * @description Creates a Pending booking of module type 2 at the rate token’s price. `Idempotency-Key` is required: the same key from the same caller answers the same booking (200, header Idempotent-Replayed), never a second one. Without a login, `guestUserId` is required and `accessToken` in the answer is the guest’s proof.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                    /** @description Required. A new random value (a UUID) per booking or payment attempt; repeat it when retrying */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookHotelBody"];
                };
            };
            responses: {
                /** @description This Idempotency-Key already made this booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookHotelResult"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description The booking was made */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookHotelResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description This Idempotency-Key was used for a different request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The search or the checked rates expired, or are unknown or another club’s: search again */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                sessionTimeout: true;
                            };
                            message: string;
                            /** @enum {number} */
                            statusCode: 410;
                        };
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hotel/booking/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hotel booking, for the confirmation page
         * @description For its user (an agent also sees their sub-agents’ and staff users’ bookings) or with the booking’s `accessToken` (guests). A flight booking’s id is 404 here.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The booking answer’s accessToken (guests) */
                    accessToken?: string;
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HotelBookingDetails"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/hotel/photo/{hotelId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A hotel or room photo, drawn by the API (SVG, cacheable for a year) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hotelId: number;
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
    "/flight/book/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a flight booking attempt (and its latest payment attempt) stands
         * @description For resuming after a reload or a lost answer. The booking is looked up by the `Idempotency-Key` of `POST /flight/book`, scoped like that call: `guestUserId` when given (an attempt sent as a guest, also after logging in), else the logged-in user. Finds flight bookings only; never answers another caller’s booking.
         */
        get: {
            parameters: {
                query: {
                    /** @description The `Idempotency-Key` the booking attempt was (or may have been) sent with */
                    idempotencyKey: string;
                    /** @description The guestUserId the attempt was sent with: required without a login; with one, it names an attempt sent as that guest before logging in */
                    guestUserId?: string;
                    /** @description The `Idempotency-Key` of the latest payment attempt, when one was sent */
                    paymentKey?: string;
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
                /** @description Where the attempt stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingAttemptStatus"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/hotel/book/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a hotel booking attempt (and its latest payment attempt) stands
         * @description For resuming after a reload or a lost answer. The booking is looked up by the `Idempotency-Key` of `POST /hotel/book`, scoped like that call: `guestUserId` when given (an attempt sent as a guest, also after logging in), else the logged-in user. Finds hotel bookings only; never answers another caller’s booking.
         */
        get: {
            parameters: {
                query: {
                    /** @description The `Idempotency-Key` the booking attempt was (or may have been) sent with */
                    idempotencyKey: string;
                    /** @description The guestUserId the attempt was sent with: required without a login; with one, it names an attempt sent as that guest before logging in */
                    guestUserId?: string;
                    /** @description The `Idempotency-Key` of the latest payment attempt, when one was sent */
                    paymentKey?: string;
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
                /** @description Where the attempt stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingAttemptStatus"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/my-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s own bookings: one tab of one module, a page, and every tab’s count
         * @description Only the caller’s own bookings (an agent’s sub-agents’ bookings are not listed here). Reading settles what the clock has decided first: Confirmed bookings whose travel date has passed become Completed, and Pending refunds older than the settling time become Refunded or Failed. A customer with a verified e-mail first gets the club’s guest bookings made with that e-mail.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Flight=1, Hotel=2 */
                    moduleType?: number;
                    /** @description upcoming: Confirmed, Pending, InProcess or CancelRequested with the travel date ahead; cancelled; completed; failed */
                    tab?: "upcoming" | "cancelled" | "completed" | "failed";
                    page?: number;
                    pageSize?: number;
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
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookingList"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/my-bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking with its status history and what cancelling it would give back now
         * @description A flight booking as `GET /flight/booking/{id}`, a hotel booking as `GET /hotel/booking/{id}`. For its user (or their agent), with the booking’s `accessToken` or with a Manage booking session token for it (POST /manage-booking/session) as `accessToken`. Anyone else, and a booking of another club, gets 404 — never 403, which would confirm that the booking exists.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A guest’s booking access token, or a Manage booking session token (POST /manage-booking/session) for this booking; without it, the login decides */
                    accessToken?: string;
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedBooking"] | components["schemas"]["ManagedHotelBooking"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/my-bookings/{bookingId}/refund-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What cancelling the booking now gives back (or why it cannot be cancelled) */
        get: {
            parameters: {
                query?: {
                    /** @description A guest’s booking access token, or a Manage booking session token (POST /manage-booking/session) for this booking; without it, the login decides */
                    accessToken?: string;
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The quote */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RefundQuote"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/my-bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a Confirmed booking with a reason; the refund of the quote follows
         * @description Confirmed → CancelRequested → Cancelled in one transaction (the sandbox’s airline accepts at once), with a history row for each. A refundable fare is refunded the quote’s refundAmount: a wallet or points payment at once (Refunded), a card, UPI or net-banking payment Pending until it settles. A booking that cannot be cancelled (already cancelled, completed, failed, departed, not paid) gets 409 with the reason; `expectedRefund` different from the quote now gets 409 too.
         */
        post: {
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
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CancelBookingBody"];
                };
            };
            responses: {
                /** @description The cancelled booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedBooking"] | components["schemas"]["ManagedHotelBooking"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The email is already registered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage-booking/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manage booking, step 1: mails a code for the booking with this reference and e-mail
         * @description Checks the captcha (the club’s provider, as on the auth welcome step). The answer is the same whether or not a booking matches; only when one does is a code mailed, in the request’s `language`. Limited per address (10 an hour), per e-mail and per reference (5 an hour each): 429 with Retry-After.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ManageBookingCodeBody"];
                };
            };
            responses: {
                /** @description The code ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManageBookingCode"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manage-booking/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manage booking, step 2: the mailed code opens that booking for 30 minutes
         * @description Five tries per code, then a new code is needed; the right code works once. A wrong code and a ticket for which no booking matched get the same answer. Attempts are also limited per address.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ManageBookingSessionBody"];
                };
            };
            responses: {
                /** @description The booking session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManageBookingSession"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-bookings/{bookingId}/documents/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking document as PDF (invoice delivery INVOICE=1 for the invoice)
         * @description The file itself (not enveloped), with `Content-Disposition: attachment`. Same access as `GET /my-bookings/{bookingId}`: the user (or their agent), the booking’s `accessToken`, or a Manage booking session token as `accessToken`; anyone else gets 404. A flight has `ticket` and `invoice`, a hotel `voucher` and `invoice` (another type: 404). Before payment: 409.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A guest’s booking access token, or a Manage booking session token (POST /manage-booking/session) for this booking; without it, the login decides */
                    accessToken?: string;
                    /** @description The document’s language; by default the request’s `language` header */
                    lang?: "en" | "ar";
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    bookingId: string;
                    /** @description ticket (flights), voucher (hotels) or invoice (both) */
                    type: "ticket" | "voucher" | "invoice";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The email is already registered */
                409: {
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
    "/my-bookings/{bookingId}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking as calendar entries (iCalendar, .ics)
         * @description The file itself (not enveloped), with `Content-Disposition: attachment`: one event per flight segment, from departure to arrival at the airports’ local times, with the airline’s record locator; one event for a hotel stay, from the check-in to the check-out time in the hotel’s time zone, with its address. Times are written in UTC. A cancelled booking’s events are `STATUS:CANCELLED`. Same access as the documents; before payment: 409.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A guest’s booking access token, or a Manage booking session token (POST /manage-booking/session) for this booking; without it, the login decides */
                    accessToken?: string;
                    /** @description The document’s language; by default the request’s `language` header */
                    lang?: "en" | "ar";
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendar file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The email is already registered */
                409: {
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
    "/my-bookings/{bookingId}/invoice/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the invoice to the booking’s contact address (invoice delivery EMAIL=2)
         * @description Same access as the documents. At most 3 per booking per hour (429 after), and per address.
         */
        post: {
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
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InvoiceMailBody"];
                };
            };
            responses: {
                /** @description The invoice was sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceMailResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The email is already registered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flight/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a revalidated fare (Pending until paid)
         * @description Creates a Pending booking at the fare price. `Idempotency-Key` is required: the same key from the same caller answers the same booking (200, header Idempotent-Replayed), never a second one. Without a login, `guestUserId` is required and `accessToken` in the answer is the guest’s proof.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                    /** @description Required. A new random value (a UUID) per booking or payment attempt; repeat it when retrying */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookFlightBody"];
                };
            };
            responses: {
                /** @description This Idempotency-Key already made this booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookFlightResult"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description The booking was made */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BookFlightResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description This Idempotency-Key was used for a different request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The search expired (20 minutes) or is unknown: search again */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionTimeoutEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flight/booking/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A flight booking, for the confirmation page
         * @description For its user (an agent also sees their sub-agents’ and staff users’ bookings) or with the booking’s `accessToken` (guests). Passport numbers come back masked.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The booking answer’s accessToken (guests) */
                    accessToken?: string;
                };
                header?: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FlightBookingDetails"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/payment/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment methods the caller may use
         * @description Cards, UPI and net banking for everyone; loyalty points for users who have points; the wallet (with its balance) for agents, sub-agents and staff users, whose entries also carry the agent payment mode (`agentPaymentMode`: AGENT=1 pays directly, WALLET=2 from the wallet).
         */
        get: {
            parameters: {
                query: {
                    moduleType: number;
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
                /** @description The methods, in display order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentMethod"][];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/payment/tokenize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange card details for a one-time payment token
         * @description Checks the card (Luhn, expiry, CVV) and answers a token valid 15 minutes for one payment attempt. The card number and CVV are never stored. Limited per client address (20 in 10 minutes; 429 with Retry-After), so the call cannot be used to test stolen cards. Test cards: docs/flights-contract.md.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TokenizeCardBody"];
                };
            };
            responses: {
                /** @description The card token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TokenizeCardResult"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description This card is not valid, please enter another card (or a missing field) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/saved-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s saved cards (TOKENIZATION)
         * @description Newest first: brand, last four digits and expiry of each card kept with `saveCard`. An empty list is what the site shows as "You haven’t added any card".
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
                /** @description The saved cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SavedCard"][];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/payment/saved-cards/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the signed-in user’s saved cards
         * @description Another user’s card is answered 404, like one that does not exist.
         */
        delete: {
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
                    cardId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The card was removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a Pending booking
         * @description One transaction: the booking is locked, the method charged, the payment recorded and the booking Confirmed (or Failed with a refund when the airline refuses). `Idempotency-Key` is required; the same key (per club) answers the first result again and charges nothing.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Version of the calling site */
                    version?: string;
                    /** @description Lower-case language code of the visitor (default en) */
                    language?: string;
                    /** @description ISO 4217 code the visitor chose */
                    "currency-preference"?: string;
                    /** @description Required. A new random value (a UUID) per booking or payment attempt; repeat it when retrying */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PayBody"];
                };
            };
            responses: {
                /** @description SUCCEEDED (the booking is Confirmed, or Failed by the airline) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentResult"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description FAILED: declined or failed card, failed UPI, insufficient wallet balance or points. The booking stays Pending; `data` is the PaymentResult */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentResultEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description CANCELLED by the cardholder (`data` is the PaymentResult), or `data: null`: already paid, no longer payable, Idempotency-Key used for another request, amount changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentConflictEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/assets/maps/plain-style.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plain MapLibre style (background only, no tiles) for the demo clubs and the tests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A MapLibre style JSON */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
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
    "/auth/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fresh ALTCHA challenge (raw, not enveloped; no headers needed)
         * @description Proof-of-work challenge for the welcome step; it expires in 10 minutes and its solution works once.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The challenge */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AltchaChallenge"];
                    };
                };
            };
        };
        put?: never;
        /**
         * A fresh ALTCHA challenge for the e-mail being typed (raw, not enveloped; no headers needed)
         * @description As the GET, but as hard as the recent failed attempts for this e-mail (a wrong password, a wrong captcha) warrant as well as those from the address: a captcha solved for an easier challenge is refused for that e-mail. The e-mail travels in the body, never in a URL a proxy would log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CaptchaChallengeBody"];
                };
            };
            responses: {
                /** @description The challenge */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AltchaChallenge"];
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
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Welcome step (sendOtp false, with a captcha) or send a one-time code (sendOtp true, with the ticket)
         * @description The welcome step checks the captcha and answers a flow ticket for the email, with its 201 and with its 406. Sending a code needs that ticket: without a valid one the answer is the same 400 for every email and nothing is mailed.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VerifyEmailBody"];
                };
            };
            responses: {
                /** @description The email is registered (and a code was sent) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                isEmailVerified: boolean;
                                email: string;
                                /**
                                 * @description From the welcome step (sendOtp false)
                                 * @example eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…
                                 */
                                ticket?: string;
                                /**
                                 * @description When a code was sent
                                 * @example 45
                                 */
                                resendAfterSeconds?: number;
                            };
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description This email is not registered (with the ticket for sign-up) */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NotRegisteredAnswer"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A fresh code of the same kind as the last one sent to the email (needs the flow ticket) */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResendOtpBody"];
                };
            };
            responses: {
                /** @description A new code was sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @example 45 */
                                resendAfterSeconds: number;
                            };
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account; answers an unverified session and mails a SIGNUP code
         * @description Needs the flow ticket of the welcome step for this email (400 otherwise, before anything is looked up). Limited per address (429).
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SignUpBody"];
                };
            };
            responses: {
                /** @description The account and its session */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SessionAnswer"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The email is already registered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login-with-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a password; an unverified user is also mailed a SIGNUP code
         * @description Wrong passwords are counted per address (429 over the limit) and per email: over the limit the email needs a solved captcha with each attempt (428 without one), so its owner is never locked out. A good login clears the count of the email.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LoginBody"];
                };
            };
            responses: {
                /** @description The session */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LoginAnswer"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many wrong passwords. Please confirm you are not a robot. */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/otp-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a one-time code: a session, or a reset token for otpType 3 with isToken false */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OtpVerifyBody"];
                };
            };
            responses: {
                /** @description The session (or reset token, with user null) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SessionAnswer"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset token; ends every other session and logs in */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResetPasswordBody"];
                };
            };
            responses: {
                /** @description The new session */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SessionAnswer"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log out a customer (any user type but agents, sub-agents and staff)
         * @description Revokes the token: every later call with it answers 401.
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
                /** @description Logged out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/agent/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log out an agent or a staff user
         * @description Revokes the token: every later call with it answers 401.
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
                /** @description Logged out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/sub-agent/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log out a sub-agent
         * @description Revokes the token: every later call with it answers 401.
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
                /** @description Logged out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null;
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/auth/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password (the current one is checked)
         * @description Every attempt counts against a limit per account and per address (429 with Retry-After). On success every other session of the user is signed out (the calling token stays valid) and a confirmation is mailed in the user’s language, saying when and from which address and browser.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangePasswordBody"];
                };
            };
            responses: {
                /** @description The password was changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ChangePasswordAnswer"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application/resend-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new e-mail verification code for the signed-in applicant's own e-mail
         * @description For an AGENT applicant whose e-mail is not verified yet. At most one code every 45 seconds (429 with Retry-After), and within the code-request budgets of the address and the e-mail (429).
         */
        post: {
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
                /** @description A new code was sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @example 45 */
                                resendAfterSeconds: number;
                            };
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in applicant's agent application and its state */
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
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        /**
         * Start an agent application: the applicant's account, a SIGNUP code by mail and a session
         * @description Needs the flow ticket of the welcome step for this email (400 otherwise, before anything is looked up). Limited like the customer sign-up (429). Verify the email with POST /auth/otp-verify.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentApplicationStart"];
                };
            };
            responses: {
                /** @description The account, its session and the empty application */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["UserProfile"];
                                application: components["schemas"]["AgentApplication"];
                            };
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description This email is already registered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user: a login token, or a single-use hand-off token (used up by this call) */
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
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserProfile"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/user/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile, by id (404 for anyone else's id) */
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
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserProfile"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/admin/edit-profile/update/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the signed-in user's full name, mobile number, address and date of birth
         * @description Another user's id is answered 404. The date of birth must be a day before today (Europe/Vienna).
         */
        put: {
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
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProfileUpdate"];
                };
            };
            responses: {
                /** @description The updated profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserProfile"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The request body is larger than 1 MB */
                413: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customer/preference/update/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one preference: a language or currency of the club, or a country
         * @description The body carries exactly one of preferredLanguage, preferredCurrency, preferredCountry.
         */
        put: {
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
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreferenceUpdate"];
                };
            };
            responses: {
                /** @description The updated profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UserProfile"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customer/profile-image/update/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the signed-in user's profile picture (multipart/form-data, field image)
         * @description The file is recognised by its content, decoded and encoded afresh (turned upright, at most 1024 px a side, metadata stripped) and served by the API at the answered URL. A body over the size is refused with 413 while it is read, before it is held whole. Another user’s id is answered 404. At most 20 uploads an hour per account (429).
         */
        put: {
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
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": components["schemas"]["ProfileImageUpload"];
                };
            };
            responses: {
                /** @description The URL of the stored picture */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProfileImage"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The image is larger than 5 MB (5,242,880 bytes) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customer/profile-image/delete/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the signed-in user's profile picture
         * @description Another user’s id is answered 404.
         */
        delete: {
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
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture is gone: profilePic is null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProfileImage"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/profile/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored profile picture, with its own content type */
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
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
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
    "/traveler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's saved travellers, by name (the reference API's own addition) */
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
                /** @description The saved travellers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Traveler"][];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        /** Save a traveller to the signed-in user’s account */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TravelerBody"];
                };
            };
            responses: {
                /** @description The saved traveller */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Traveler"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The user already saved a traveller with this passport number */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traveler/update-traveler/{editId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the fields of one of the signed-in user’s saved travellers
         * @description Another user’s traveller is answered 404, like one that does not exist.
         */
        put: {
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
                    editId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TravelerBody"];
                };
            };
            responses: {
                /** @description The updated traveller */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Traveler"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description Another of the user’s saved travellers has this passport number */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traveler/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the signed-in user’s saved travellers
         * @description Another user’s traveller is answered 404, like one that does not exist.
         */
        delete: {
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
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The traveller was deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DeletedTraveler"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/wallet/available/balance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet balance of an agent or a sub-agent
         * @description Sub-agents and staff users draw on their agent's wallet; {id} is the caller's own id. `points` is the agent's points when the club awards agent points, otherwise null.
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
                path: {
                    /** @description The signed-in user’s id */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The available balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WalletBalance"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/agent/staff/wallet/available/balance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet balance of a staff user
         * @description Sub-agents and staff users draw on their agent's wallet; {id} is the caller's own id. `points` is the agent's points when the club awards agent points, otherwise null.
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
                path: {
                    /** @description The signed-in user’s id */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The available balance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WalletBalance"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/auth/handoff-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use, 60-second token that opens the agent panel (agent-type users only)
         * @description The site opens `{agent panel url}?token=<this token>` in a new tab instead of putting the 7-day login token in a URL. The token works once, on the panel or on GET /auth/profile.
         */
        post: {
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
                /** @description The hand-off token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                /** @example 60 */
                                expiresIn: number;
                            };
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference agent panel page (HTML), opened with a hand-off token */
        get: {
            parameters: {
                query?: {
                    /** @description Hand-off token from POST /auth/handoff-token */
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in as the agent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description The token is missing, expired or already used */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/agent/application/person": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the applicant's name and phones (PENDING or REJECTED only) */
        put: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentApplicationPerson"];
                };
            };
            responses: {
                /** @description The updated application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The application is in review or approved and cannot be changed (or, on submit, was already submitted) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the company step (PENDING or REJECTED only) */
        put: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentApplicationCompany"];
                };
            };
            responses: {
                /** @description The updated application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The application is in review or approved and cannot be changed (or, on submit, was already submitted) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the branding: logo (multipart) and the two colours (PENDING or REJECTED only)
         * @description The logo is recognised by its content, decoded and encoded afresh (at most 512 px a side, no metadata). A body over the size is refused with 413 while it is read. Needs a verified e-mail (403 otherwise); at most 20 uploads an hour per applicant (429).
         */
        put: {
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
            requestBody: {
                content: {
                    "multipart/form-data": components["schemas"]["AgentApplicationBranding"];
                };
            };
            responses: {
                /** @description The updated application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The application is in review or approved and cannot be changed (or, on submit, was already submitted) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The logo is larger than 5 MB (5,242,880 bytes) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a document: PDF, JPEG, PNG or WebP by content, at most 5 MB (PENDING or REJECTED only)
         * @description A body over the size is refused with 413 while it is read, before it is held whole. Needs a verified e-mail (403 otherwise); at most 20 uploads an hour per applicant (429) and 20 MB of documents together (400).
         */
        post: {
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
            requestBody: {
                content: {
                    "multipart/form-data": components["schemas"]["AgentApplicationDocumentUpload"];
                };
            };
            responses: {
                /** @description The application, the new document last */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The application is in review or approved and cannot be changed (or, on submit, was already submitted) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The file is larger than 5 MB (5,242,880 bytes) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of the applicant's own documents (the file, not enveloped)
         * @description Another applicant's document is answered 404, like one that does not exist.
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
                path: {
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
        /** Remove a document (PENDING or REJECTED only) */
        delete: {
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
                    documentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application without the document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The application is in review or approved and cannot be changed (or, on submit, was already submitted) */
                409: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/application/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit (or, after a rejection, re-submit) the application; an acknowledgement is mailed
         * @description 400 names the first missing part: a verified email, the company, the branding, a trade licence.
         */
        post: {
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
                /** @description The submitted application (PENDING) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentApplication"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
                /** @description The application is in review or approved and cannot be changed (or, on submit, was already submitted) */
                409: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agent's branding: for a sub-agent or staff user, their agent's
         * @description Colours are checked again as hex before they are answered; each part is null when unset.
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
                /** @description Logo URL and colours */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AgentBranding"];
                            /** @example Success */
                            message: string;
                            /** @example 200 */
                            statusCode: number;
                        };
                    };
                };
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/assets/agent-logo/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's logo (no headers, for <img>) */
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
                /** @description The logo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
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
    "/cms/page/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the club's own pages (about us, terms, privacy…) in the request's language
         * @description Answers the page in the `language` header (English or Arabic), else in the club default language, else in English; `language` in the answer says which. An unknown slug is 404.
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
                path: {
                    /** @description The page: `about-us`, `terms-and-conditions`, `privacy-policy` or `contact-us` (the contact page's introduction) on the demo clubs */
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CmsPage"];
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
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
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a message to the club's support team (contact-us form)
         * @description Checks the captcha (the club's provider, as on the auth welcome step), stores the message, mails it to the club's support address (`contact.email` of the configuration, reply-to the sender) and sends the sender an acknowledgement in the request's `language`. Limited per address (5 an hour) and per email (3 an hour): 429 with Retry-After.
         */
        post: {
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
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactBody"];
                };
            };
            responses: {
                /** @description The message was stored and mailed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /**
                                 * @description Reference of the stored message
                                 * @example 42
                                 */
                                id: number;
                            };
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
                /** @description A required header is missing, or the login token is missing, expired or revoked */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The apikey or Whitelabel-Id is not accepted, or the user may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The request body is larger than 1 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Too many requests; the message says when to try again (also in Retry-After) */
                429: {
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
                 * @description The club's name per language (Arabic falls back to the English name)
                 * @example {
                 *       "en": "Skyline Travel",
                 *       "ar": "سكاي لاين للسفر"
                 *     }
                 */
                club_names: {
                    en: string;
                    ar: string;
                };
                /**
                 * @description CSS class for <body>
                 * @example club-skyline
                 */
                club_class: string;
                /** @example http://agent.skyline.localhost:3000 */
                agent_club_url: string;
                /** @example http://skyline.localhost:3000 */
                customer_club_url: string;
                /** @description The copyright line per language; an empty text falls back to the default language */
                copyright_text: {
                    en: string;
                    ar: string;
                };
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
            /** @description Public client ids for social sign-in; the site offers a provider only when its id is set */
            social_login: {
                google_client_id: string | null;
                facebook_app_id: string | null;
            };
            captcha: {
                /** @enum {string} */
                provider: "altcha" | "recaptcha";
                recaptcha_site_key: string | null;
            };
            /** @description Where visitors reach the club, shown on the contact page; contact messages are mailed to `email`. An empty text means the club has none. */
            contact: {
                /** @example support@skyline.test */
                email: string;
                /**
                 * @description International format
                 * @example +971 4 555 0142
                 */
                phone: string;
                address: {
                    en: string;
                    ar: string;
                };
                opening_hours: {
                    en: string;
                    ar: string;
                };
            };
            /** @description How the club takes payment and what its tax invoice asks for */
            payments: {
                /**
                 * @description The payment methods the checkout offers (cards, UPI, net banking), as the payment method enumeration names; `GET /payment/methods` lists these, plus the wallet and loyalty points an account has. A Gulf club offers cards; UPI and net banking are for a club configured for them.
                 * @example [
                 *       "DebitCard",
                 *       "CreditCard"
                 *     ]
                 */
                methods: ("DebitCard" | "CreditCard" | "UPI" | "NetBanking")[];
                /**
                 * @description What the tax invoice calls a company's tax number: GST (GST number, India), VAT (VAT number) or TRN (tax registration number, UAE)
                 * @example TRN
                 * @enum {string}
                 */
                tax_id_label: "GST" | "VAT" | "TRN";
            };
            /**
             * @description Whether Arabic pages, PDFs and mails show the Umm al-Qura (Hijri) date beside each Gregorian date; on by default for a club whose default language is Arabic
             * @example true
             */
            show_hijri: boolean;
            /** @description The hotel map (optional; the specification calls it the maps key) */
            maps: {
                /**
                 * @description A MapLibre style JSON for the hotel maps (results and details); `{key}` in it is replaced by `key`. null: the site shows no map and no map button
                 * @example https://api.maptiler.com/maps/streets-v2/style.json?key={key}
                 */
                style_url: string | null;
                /** @description The map provider's browser key (public, restricted by the provider to the club's hosts); null when the style needs none */
                key: string | null;
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
            error?: components["schemas"]["ErrorDetail"];
        };
        /** @description The refusal in machine-readable form, for the answers a site translates */
        ErrorDetail: {
            /**
             * @description Which refusal this is
             * @example otp_wrong_code
             */
            code: string;
            /**
             * @description With `otp_wrong_code`: the wrong tries the code still takes
             * @example 4
             */
            triesLeft?: number;
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
            /**
             * @description The name in the request's language
             * @example Emirates
             */
            name: string;
            /**
             * @description The name in English (the same as `name` in an English answer), so a search can match Latin typing
             * @example Emirates
             */
            englishName: string;
        };
        StartRoutingResult: {
            /** @example 6f1c2a9e-0d7b-4c55-9d0e-2b8f5d0c7a11 */
            routingId: string;
            /**
             * @description Currency of every price of this search
             * @example USD
             */
            currency: string;
            /**
             * @description ISO 8601 instant
             * @example 2026-11-21T10:20:00.000Z
             */
            expiresAt: string;
        };
        StartRoutingBody: {
            /**
             * @example Roundtrip
             * @enum {string}
             */
            tripType: "Oneway" | "Roundtrip" | "Multicity";
            /** @description 1 leg for Oneway, 2 for Roundtrip (the second swaps origin and destination, on a later date), 3 for Multicity (dates not decreasing) */
            legs: components["schemas"]["FlightSearchLeg"][];
            /** @description Travellers aged 12 or more */
            adults: number;
            /** @description Travellers aged 2–11 */
            children: number;
            /** @description Travellers under 2, on an adult’s lap; not more than adults */
            infants: number;
            /**
             * @description economy=1, premium_economy=2, business=3, first=4
             * @example 1
             */
            cabin: number;
            /**
             * @description Only offers sold by this airline (from /flight/airline/list)
             * @example null
             */
            airline?: string | null;
        };
        FlightSearchLeg: {
            /** @example DXB */
            origin: string;
            /** @example LHR */
            destination: string;
            /**
             * @description Departure date, local to the origin
             * @example 2026-12-01
             */
            date: string;
        };
        FlightCalendar: {
            origin: string;
            destination: string;
            /** @example 2026-12 */
            month: string;
            /** @enum {string} */
            tripType: "Oneway" | "Roundtrip";
            /** @description Null for a one-way trip */
            tripLength: number | null;
            /** @example USD */
            currency: string;
            /** @description The month's lowest price, null if none */
            lowest: number | null;
            /** @description Every day of the month, in order */
            days: components["schemas"]["FlightCalendarDay"][];
        };
        FlightCalendarDay: {
            /**
             * @description Departure date, YYYY-MM-DD
             * @example 2026-12-01
             */
            date: string;
            /**
             * @description Round trip: the return date priced with it
             * @example 2026-12-08
             */
            returnDate: string | null;
            /**
             * @description priced: `price` is set; none: no flight that day; past: before today (not priced)
             * @enum {string}
             */
            status: "priced" | "none" | "past";
            /**
             * @description The lowest `totalPrice` a search for this day (and return date) returns, for the whole party; the round trip's total
             * @example 912.22
             */
            price: number | null;
        };
        CheckRoutingResult: {
            routingId: string;
            complete: boolean;
            /**
             * @description Per cent of the batches released
             * @example 40
             */
            progress: number;
            /** @description How many offers the search returns in all */
            total: number;
            /** @description Offers from `offset` to `nextOffset` */
            offers: components["schemas"]["FlightOffer"][];
            nextOffset: number;
            currency: string;
        };
        FlightOffer: {
            /** @example 01c1e80eb218b28f */
            offerId: string;
            /** @description Sum over priceBreakdown of count × (perPassenger + taxes) */
            totalPrice: number;
            currency: string;
            priceBreakdown: {
                /** @enum {string} */
                type: "ADT" | "CHD" | "INF";
                count: number;
                /** @description Base fare per passenger, taxes excluded */
                perPassenger: number;
                /** @description Taxes per passenger */
                taxes: number;
            }[];
            /** @example Saver */
            fareBrand: string;
            refundable: boolean;
            baggage: {
                checkedKg: number;
                cabinKg: number;
            };
            validatingAirline: components["schemas"]["FlightAirline"];
            /** @description Seats the fare still has (the same for every party). Never fewer than the search's adults and children: an offer without a seat for each of them is not returned (infants sit on a lap). */
            seatsLeft: number;
            legs: components["schemas"]["FlightOfferLeg"][];
        };
        FlightAirline: {
            /** @example EK */
            code: string;
            /** @example Emirates */
            name: string;
        };
        FlightOfferLeg: {
            origin: string;
            destination: string;
            /** @description Local time at the airport, YYYY-MM-DDTHH:mm */
            departure: string;
            /** @description Local time at the airport, YYYY-MM-DDTHH:mm */
            arrival: string;
            /** @description Elapsed minutes, layovers included */
            durationMinutes: number;
            stops: number;
            layovers: {
                airport: string;
                minutes: number;
            }[];
            segments: components["schemas"]["FlightSegment"][];
        };
        FlightSegment: {
            /** @example EK 1 */
            flightNumber: string;
            airline: components["schemas"]["FlightAirline"];
            origin: string;
            destination: string;
            /** @description Local time at the airport, YYYY-MM-DDTHH:mm */
            departure: string;
            /** @description Local time at the airport, YYYY-MM-DDTHH:mm */
            arrival: string;
            durationMinutes: number;
            /** @example Boeing 777-300ER */
            aircraft: string;
        };
        SessionTimeoutEnvelope: {
            data: {
                /** @enum {boolean} */
                sessionTimeout: true;
            };
            /** @example Success */
            message: string;
            /** @example 200 */
            statusCode: number;
        };
        CheckRoutingBody: {
            routingId: string;
            /**
             * @description How many offers the caller already has (the previous nextOffset)
             * @example 0
             */
            offset: number;
        };
        RevalidateResult: {
            /** @enum {string} */
            status: "CONFIRMED" | "PRICE_CHANGED" | "UNAVAILABLE";
            offer: components["schemas"]["FlightOffer"];
            oldPrice: number;
            newPrice: number;
            currency: string;
            /** @description What a booking names; null when UNAVAILABLE */
            fareToken: string | null;
            /**
             * @description ISO 8601 instant
             * @example 2026-11-21T10:20:00.000Z
             */
            expiresAt: string | null;
        };
        RevalidateBody: {
            routingId: string;
            offerId: string;
        };
        HotelDestinations: {
            cities: components["schemas"]["HotelDestination"][];
            hotels: components["schemas"]["HotelDestination"][];
        };
        HotelDestination: {
            /** @enum {string} */
            type: "CITY" | "HOTEL";
            id: number;
            /** @example Dubai */
            name: string;
            cityId: number;
            cityName: string;
            /** @example AE */
            countryId: string;
            countryName: string;
            /** @description Cities only */
            hotelCount?: number;
        };
        HotelSearchStarted: {
            searchId: string;
            currency: string;
            nights: number;
            /** @description How many hotels the search returns */
            total: number;
            expiresAt: string;
        };
        HotelSearchBody: {
            /** @enum {string} */
            searchType: "CITY" | "HOTEL";
            /**
             * @description A city id (CITY) or a hotel id (HOTEL)
             * @example 12
             */
            destinationId: number;
            /** @example AE */
            countryId: string;
            /**
             * @description Not before today (Europe/Vienna)
             * @example 2026-12-01
             */
            checkIn: string;
            /**
             * @description After checkIn, at most 30 nights later
             * @example 2026-12-03
             */
            checkOut: string;
            /** @description 1–8 rooms, each 1–6 adults and at most 4 children */
            rooms: components["schemas"]["HotelRoomOccupancy"][];
        };
        HotelRoomOccupancy: {
            /** @example 2 */
            adults: number;
            /**
             * @description The age (0–17) of each child in the room
             * @example [
             *       5
             *     ]
             */
            childAges: number[];
        };
        HotelResults: {
            searchId: string;
            complete: boolean;
            progress: number;
            total: number;
            hotels: components["schemas"]["HotelSummary"][];
            nextOffset: number;
            currency: string;
        };
        HotelSummary: {
            hotelId: number;
            name: string;
            stars: number;
            guestRating: number;
            reviewCount: number;
            /** @enum {string} */
            propertyType: "HOTEL" | "APARTMENT" | "RESORT" | "VILLA" | "GUESTHOUSE" | "HOSTEL";
            area: string;
            distanceKm: number;
            latitude: number;
            longitude: number;
            photo: string;
            amenities: ("WIFI" | "POOL" | "PARKING" | "GYM" | "SPA" | "FAMILY_ROOMS" | "RESTAURANT" | "AIRPORT_SHUTTLE" | "BEACH" | "PETS_ALLOWED")[];
            /** @description Rank for the recommended sort, 1 first */
            recommended: number;
            /** @description Some rate of a room type taking every room can be cancelled free (the cheapest may not) */
            freeCancellation: boolean;
            /**
             * @description The boards sold for room types taking every room, RO to AI
             * @example [
             *       "RO",
             *       "BB"
             *     ]
             */
            boards: ("RO" | "BB" | "HB" | "FB" | "AI")[];
            cheapest: components["schemas"]["HotelSummaryRate"];
            /** @description The cheapest rate of each board, refundable (free cancellation now) and not, of the room types taking every room: what a card shows when the visitor filters by free cancellation or by meals. `cheapest` is the cheapest of them. */
            rateOptions: components["schemas"]["HotelSummaryRate"][];
        };
        HotelSummaryRate: {
            rateId: string;
            /** @enum {string} */
            board: "RO" | "BB" | "HB" | "FB" | "AI";
            refundable: boolean;
            freeCancellationUntil: string | null;
            /** @example 210.5 */
            pricePerNight: number;
            /** @example 421 */
            total: number;
            /** @example 63.15 */
            taxesAndFees: number;
            currency: string;
        };
        HotelResultsBody: {
            searchId: string;
            /** @description How many hotels the caller already has */
            offset: number;
        };
        HotelDetails: {
            hotelId: number;
            name: string;
            stars: number;
            guestRating: number;
            reviewCount: number;
            /** @enum {string} */
            propertyType: "HOTEL" | "APARTMENT" | "RESORT" | "VILLA" | "GUESTHOUSE" | "HOSTEL";
            address: string;
            area: string;
            cityId: number;
            cityName: string;
            countryId: string;
            countryName: string;
            latitude: number;
            longitude: number;
            distanceKm: number;
            timeZone: string;
            description: string;
            photos: string[];
            amenities: ("WIFI" | "POOL" | "PARKING" | "GYM" | "SPA" | "FAMILY_ROOMS" | "RESTAURANT" | "AIRPORT_SHUTTLE" | "BEACH" | "PETS_ALLOWED")[];
            checkInFrom: string;
            checkOutUntil: string;
            policies: {
                children: string;
                extraBeds: string;
                pets: string;
            };
            currency: string;
            nights: number;
            rooms: {
                roomTypeId: string;
                name: string;
                beds: string;
                sizeM2: number;
                maxAdults: number;
                maxChildren: number;
                photos: string[];
                rates: components["schemas"]["HotelRate"][];
            }[];
            fitsRooms: string[][];
        };
        HotelRate: {
            pricePerNight: number;
            total: number;
            base: number;
            taxes: number;
            fees: number;
            rateId: string;
            /** @enum {string} */
            board: "RO" | "BB" | "HB" | "FB" | "AI";
            refundable: boolean;
            cancellation: components["schemas"]["HotelCancellation"];
            payNow: boolean;
            currency: string;
            /** @description Per room of the search; null: cannot take it */
            byRoom: ({
                pricePerNight: number;
                total: number;
                base: number;
                taxes: number;
                fees: number;
            } | null)[];
        };
        /** @description null: not refundable */
        HotelCancellation: {
            freeUntil: string;
            penalty: number;
            penaltyText: string;
        } | null;
        HotelStayBody: {
            /** @example 120034 */
            hotelId: number;
            /**
             * @description Not before today (Europe/Vienna)
             * @example 2026-12-01
             */
            checkIn: string;
            /**
             * @description After checkIn, at most 30 nights later
             * @example 2026-12-03
             */
            checkOut: string;
            /** @description 1–8 rooms, each 1–6 adults and at most 4 children */
            rooms: components["schemas"]["HotelRoomOccupancy"][];
        };
        HotelRateCheck: {
            /** @enum {string} */
            status: "CONFIRMED" | "PRICE_CHANGED" | "UNAVAILABLE";
            oldPrice: number;
            newPrice: number;
            currency: string;
            rateToken: string | null;
            expiresAt: string | null;
            unavailableRateIds: string[];
            stay: components["schemas"]["HotelStay"];
        };
        HotelStay: {
            hotelId: number;
            name: string;
            address: string;
            cityName: string;
            countryId: string;
            countryName: string;
            stars: number;
            photo: string;
            checkIn: string;
            checkOut: string;
            nights: number;
            checkInFrom: string;
            checkOutUntil: string;
            timeZone: string;
            rooms: {
                total: number;
                base: number;
                taxes: number;
                fees: number;
                adults: number;
                childAges: number[];
                roomTypeId: string;
                rateId: string;
                roomName: string;
                /** @enum {string} */
                board: "RO" | "BB" | "HB" | "FB" | "AI";
                refundable: boolean;
                cancellation: components["schemas"]["HotelCancellation"];
            }[];
            total: number;
            base: number;
            taxes: number;
            fees: number;
            currency: string;
        };
        HotelRateCheckBody: {
            /** @example 120034 */
            hotelId: number;
            /**
             * @description Not before today (Europe/Vienna)
             * @example 2026-12-01
             */
            checkIn: string;
            /**
             * @description After checkIn, at most 30 nights later
             * @example 2026-12-03
             */
            checkOut: string;
            /** @description 1–8 rooms, each 1–6 adults and at most 4 children */
            rooms: components["schemas"]["HotelRoomOccupancy"][];
            /** @description One rate per room of the search, in order */
            rateIds: string[];
        };
        BookHotelResult: components["schemas"]["BookFlightResult"] & {
            /**
             * @description Hotel=2
             * @example 2
             */
            moduleType?: number;
        };
        BookFlightResult: {
            /** Format: uuid */
            bookingId: string;
            /** @example K7QM2X */
            reference: string;
            /** @example 1 */
            moduleType: number;
            /**
             * @description Booking status: Pending=2
             * @example 2
             */
            status: number;
            /** @example 1234.5 */
            amount: number;
            /** @example USD */
            currency: string;
            /** @description Lets a guest read and pay this booking; keep it with the guest user id */
            accessToken: string;
        };
        BookHotelBody: {
            /** @description From /hotel/rate-check */
            rateToken: string;
            /**
             * Format: uuid
             * @description Required without a login: the guest user id the site keeps. Ignored with a login.
             */
            guestUserId?: string;
            /** @description One lead guest per room, in room order */
            guests: {
                /** @example Sara */
                firstName: string;
                /** @example Haddad */
                lastName: string;
            }[];
            contact: components["schemas"]["BookingContact"];
            specialRequests?: string;
            arrivalTime?: string | null;
            companyTax?: components["schemas"]["BookingCompanyTax"];
        };
        BookingContact: {
            /** @example sara@example.com */
            email: string;
            /** @example +971 */
            phoneCountryCode: string;
            /** @example 501234567 */
            phoneNumber: string;
        };
        /** @description Optional; companyName and registrationNo are required when gstNumber is true */
        BookingCompanyTax: {
            gstNumber: boolean;
            companyName?: string;
            registrationNo?: string;
        } | null;
        HotelBookingDetails: {
            /** Format: uuid */
            bookingId: string;
            reference: string;
            moduleType: number;
            /** @description Confirmed=1, Pending=2, Cancelled=3, Completed=4, Failed=5, InProcess=6, CancelRequested=7 */
            status: number;
            /** @example Confirmed */
            statusName: string;
            amount: number;
            currency: string;
            paymentMethod: number | null;
            /** @example CreditCard */
            paymentMethodName: string | null;
            paymentType: number | null;
            /** @example Cash */
            paymentTypeName: string | null;
            /** @description The successful payment, if any */
            payment: {
                /** Format: uuid */
                paymentId: string;
                /** @enum {string} */
                status: "SUCCEEDED" | "FAILED" | "CANCELLED";
                cardBrand: string | null;
                cardLast4: string | null;
                paidAt: string;
            } | null;
            refund: {
                /** @description Refunded=1, Pending=2, Failed=3 */
                status: number;
                statusName: string;
                amount: number;
                currency: string;
            } | null;
            contact: components["schemas"]["BookingContact"];
            companyTax: {
                gstNumber: boolean;
                companyName: string | null;
                registrationNo: string | null;
            } | null;
            supplierReferences: components["schemas"]["SupplierReferences"];
            createdAt: string;
            updatedAt: string;
            stay: components["schemas"]["HotelStay"];
            guests: {
                firstName: string;
                lastName: string;
            }[];
            specialRequests: string | null;
            arrivalTime: string | null;
        };
        /** @description Issued when the booking is confirmed (paid); null before and for a refused booking */
        SupplierReferences: {
            /** @description When the booking was ticketed (ISO 8601, UTC) */
            issuedAt: string;
            /** @description Flights: the record locator (PNR) of each airline on the itinerary */
            recordLocators: {
                airline: {
                    /** @example EK */
                    code: string;
                    /** @example Emirates */
                    name: string;
                };
                /** @example Q7KM2X */
                locator: string;
            }[];
            /** @description Flights: one e-ticket per passenger */
            eTickets: {
                /** @description The traveller’s position in `travellers` */
                travellerIndex: number;
                /** @example Sara Haddad */
                passengerName: string;
                /** @description The validating airline */
                airline: {
                    /** @example EK */
                    code: string;
                    /** @example Emirates */
                    name: string;
                };
                /**
                 * @description The validating airline’s 3-digit ticketing prefix and 10 digits
                 * @example 1762345678901
                 */
                number: string;
            }[];
            /** @description Hotels: the hotel’s confirmation number of each room */
            hotelConfirmations: {
                /** @description The room’s position in `stay.rooms` */
                roomIndex: number;
                roomName: string;
                /** @example 418230957 */
                number: string;
            }[];
        } | null;
        BookingAttemptStatus: {
            /** @description null: this key never made a booking (the attempt may be sent again) */
            booking: {
                /** Format: uuid */
                bookingId: string;
                reference: string;
                /** @description Booking status: Confirmed=1, Pending=2, … */
                status: number;
                statusName: string;
                amount: number;
                currency: string;
                /** @description As in the booking answer */
                accessToken: string;
                /** @description A payment of this booking succeeded */
                paid: boolean;
            } | null;
            payment: components["schemas"]["PaymentAttemptStatus"];
        };
        /** @description The answer the payment attempt named by `paymentKey` got; null when no `paymentKey` was sent or that attempt never reached the API */
        PaymentAttemptStatus: {
            /** Format: uuid */
            paymentId: string;
            /** @enum {string} */
            status: "SUCCEEDED" | "FAILED" | "CANCELLED";
            method: number;
            message: string;
        } | null;
        BookingList: {
            items: components["schemas"]["BookingListItem"][];
            counts: {
                upcoming: number;
                cancelled: number;
                completed: number;
                failed: number;
            };
            page: number;
            pageSize: number;
            /** @description Bookings on this tab */
            total: number;
        };
        BookingListItem: {
            /** Format: uuid */
            bookingId: string;
            reference: string;
            moduleType: number;
            status: number;
            statusName: string;
            amount: number;
            currency: string;
            createdAt: string;
            refund: {
                /** @description Refunded=1, Pending=2, Failed=3 */
                status: number;
                statusName: string;
                amount: number;
                currency: string;
            } | null;
            /** @description For a flight booking (moduleType 1) */
            flight: {
                tripType: string;
                legs: {
                    origin: string;
                    destination: string;
                    /** @description Local time, as in the offer */
                    departure: string;
                    arrival: string;
                }[];
                travellers: number;
                /** @example Sara Haddad */
                leadTraveller: string;
            } | null;
            /** @description For a hotel booking (moduleType 2) */
            hotel: {
                hotelId: number;
                /** @description In the request’s language */
                name: string;
                cityName: string;
                countryName: string;
                /** @example 2026-12-10 */
                checkIn: string;
                /** @example 2026-12-12 */
                checkOut: string;
                nights: number;
                rooms: number;
                /** @description Adults and children of every room */
                guests: number;
                /** @example Sara Haddad */
                leadGuest: string;
            } | null;
        };
        ManagedBooking: {
            booking: components["schemas"]["FlightBookingDetails"] & {
                refund?: {
                    /** @description Refunded=1, Pending=2, Failed=3 */
                    status: number;
                    statusName: string;
                    amount: number;
                    currency: string;
                    updatedAt: string;
                } | null;
                cancelReason: string | null;
            };
            history: {
                status: number;
                statusName: string;
                note: string | null;
                at: string;
            }[];
            quote: components["schemas"]["RefundQuote"];
        };
        BookedTraveller: {
            /**
             * @description Passenger type
             * @enum {string}
             */
            type: "ADT" | "CHD" | "INF";
            /** @example Sara */
            firstName: string;
            /** @example Haddad */
            lastName: string;
            /**
             * @description Consistent with `type` on the travel date; not in the future
             * @example 1990-04-12
             */
            dateOfBirth: string;
            /** @enum {string} */
            gender: "M" | "F";
            /**
             * @description Masked: all but the last 3 characters
             * @example *****567
             */
            passportNumber: string;
            /**
             * @description Passport expiry: not in the past, on or after the travel date
             * @example 2030-01-31
             */
            expiryDate: string;
        };
        FlightBookingDetails: {
            /** Format: uuid */
            bookingId: string;
            reference: string;
            moduleType: number;
            /** @description Confirmed=1, Pending=2, Cancelled=3, Completed=4, Failed=5, InProcess=6, CancelRequested=7 */
            status: number;
            /** @example Confirmed */
            statusName: string;
            amount: number;
            currency: string;
            paymentMethod: number | null;
            /** @example CreditCard */
            paymentMethodName: string | null;
            paymentType: number | null;
            /** @example Cash */
            paymentTypeName: string | null;
            /** @description The successful payment, if any */
            payment: {
                /** Format: uuid */
                paymentId: string;
                /** @enum {string} */
                status: "SUCCEEDED" | "FAILED" | "CANCELLED";
                cardBrand: string | null;
                cardLast4: string | null;
                paidAt: string;
            } | null;
            refund: {
                /** @description Refunded=1, Pending=2, Failed=3 */
                status: number;
                statusName: string;
                amount: number;
                currency: string;
            } | null;
            tripType: string;
            cabin: number;
            passengers: {
                adults: number;
                children: number;
                infants: number;
            };
            fare: {
                offerId: string;
                fareBrand: string;
                refundable: boolean;
                baggage: {
                    checkedKg: number;
                    cabinKg: number;
                };
                validatingAirline: components["schemas"]["FlightAirline"];
                priceBreakdown: {
                    /** @enum {string} */
                    type: "ADT" | "CHD" | "INF";
                    count: number;
                    /** @description Base fare per passenger, taxes excluded */
                    perPassenger: number;
                    /** @description Taxes per passenger */
                    taxes: number;
                }[];
            };
            itinerary: {
                legs: components["schemas"]["FlightOfferLeg"][];
            };
            travellers: components["schemas"]["BookedTraveller"][];
            contact: components["schemas"]["BookingContact"];
            companyTax: {
                gstNumber: boolean;
                companyName: string | null;
                registrationNo: string | null;
            } | null;
            supplierReferences: components["schemas"]["SupplierReferences"];
            createdAt: string;
            updatedAt: string;
        };
        RefundQuote: {
            cancellable: boolean;
            refundable: boolean;
            /**
             * @description Why it cannot be cancelled, or NON_REFUNDABLE when it gives nothing back
             * @enum {string|null}
             */
            reason: "ALREADY_CANCELLED" | "COMPLETED" | "FAILED" | "NOT_CONFIRMED" | "DEPARTED" | "CHECKED_IN" | "NON_REFUNDABLE" | null;
            message: string | null;
            amount: number;
            cancellationFee: number;
            refundAmount: number;
            currency: string;
            /** @description Hotels: until when cancelling is free (the hotel’s local time with its offset); after it the rates’ penalties apply. null for flights and non-refundable rates */
            freeCancellationUntil: string | null;
        };
        ManagedHotelBooking: {
            booking: components["schemas"]["HotelBookingDetails"] & {
                refund?: {
                    /** @description Refunded=1, Pending=2, Failed=3 */
                    status: number;
                    statusName: string;
                    amount: number;
                    currency: string;
                    updatedAt: string;
                } | null;
                cancelReason: string | null;
            };
            history: {
                status: number;
                statusName: string;
                note: string | null;
                at: string;
            }[];
            quote: components["schemas"]["RefundQuote"];
        };
        CancelBookingBody: {
            /**
             * @description The Reason form’s reasonValue
             * @example My plans changed
             */
            reasonValue: string;
            /** @description The quoted refundAmount the customer agreed to; a different one now is refused (409) */
            expectedRefund?: number;
            accessToken?: string;
        };
        ManageBookingCode: {
            /** @description Sent back with the code to open the booking */
            ticket: string;
            /** @description When the code and the ticket expire */
            expiresAt: string;
        };
        ManageBookingCodeBody: {
            /** @example K7QM2X */
            reference: string;
            /** @example customer@skyline.test */
            email: string;
            captcha: {
                /** @enum {string} */
                provider: "altcha" | "recaptcha";
                /** @description ALTCHA payload or reCAPTCHA response */
                token: string;
            };
        };
        ManageBookingSession: {
            /** Format: uuid */
            bookingId: string;
            /** @description Flight=1, Hotel=2 */
            moduleType: number;
            /** @description The booking session: `accessToken` of the My bookings calls, for this booking only */
            accessToken: string;
            expiresAt: string;
        };
        ManageBookingSessionBody: {
            ticket: string;
            /** @example 123456 */
            code: string;
        };
        InvoiceMailResult: {
            /**
             * @description Invoice delivery EMAIL=2
             * @enum {number}
             */
            delivery: 2;
            /**
             * @description The booking’s contact e-mail, masked
             * @example s***@example.com
             */
            sentTo: string;
        };
        InvoiceMailBody: {
            /**
             * @description The document’s language; by default the request’s `language` header
             * @enum {string}
             */
            lang?: "en" | "ar";
            accessToken?: string;
        };
        BookFlightBody: {
            /** @description From /flight/revalidate */
            fareToken: string;
            /**
             * Format: uuid
             * @description Required without a login: the guest user id the site keeps. Ignored with a login.
             */
            guestUserId?: string;
            travellers: components["schemas"]["BookingTraveller"][];
            contact: components["schemas"]["BookingContact"];
            companyTax?: components["schemas"]["BookingCompanyTax"];
        };
        BookingTraveller: {
            /**
             * @description Passenger type
             * @enum {string}
             */
            type: "ADT" | "CHD" | "INF";
            /** @example Sara */
            firstName: string;
            /** @example Haddad */
            lastName: string;
            /**
             * @description Consistent with `type` on the travel date; not in the future
             * @example 1990-04-12
             */
            dateOfBirth: string;
            /** @enum {string} */
            gender: "M" | "F";
            /** @example N1234567 */
            passportNumber: string;
            /**
             * @description Passport expiry: not in the past, on or after the travel date
             * @example 2030-01-31
             */
            expiryDate: string;
        };
        PaymentMethod: {
            /**
             * @description DebitCard=1, CreditCard=2, UPI=3, NetBanking=4, LoyaltyPoints=5, Wallet=6
             * @example 2
             */
            method: number;
            /** @example CreditCard */
            name: string;
            /**
             * @description Translation key
             * @example credit_card
             */
            labelKey: string;
            /** @description Cash=1, LoyaltyPoints=2, Wallet=3, Coupon=4 */
            paymentType: number;
            /** @description NetBanking: the banks a `bankCode` may name */
            banks?: {
                code: string;
                name: string;
            }[];
            /** @description LoyaltyPoints: the user’s points */
            points?: number;
            /**
             * @description LoyaltyPoints: value of one point
             * @example 0.01
             */
            pointValue?: number;
            /** @example USD */
            pointCurrency?: string;
            /** @description Wallet: the available balance */
            availableBalance?: number;
            /**
             * @description Wallet: its currency
             * @example USD
             */
            currency?: string;
            /**
             * @description Agent payment mode (AGENT=1, WALLET=2), present only for agents, sub-agents and staff users: WALLET for the agency wallet, AGENT for every way the agent pays directly (cards, UPI, net banking, points). Absent for customers and guests.
             * @example 2
             */
            agentPaymentMode?: 1 | 2;
        };
        TokenizeCardResult: {
            /** @description For one payment attempt, within 15 minutes */
            paymentToken: string;
            /** @enum {string} */
            brand: "mada" | "visa" | "mastercard" | "amex" | "rupay" | "card";
            /** @example 4242 */
            last4: string;
            /** @description ISO 8601 instant */
            expiresAt: string;
            savedCard?: components["schemas"]["SavedCard"];
        };
        /** @description When `saveCard` was asked: the card that is kept once the payment with this token succeeds (until then it is not listed and cannot pay) */
        SavedCard: {
            /** Format: uuid */
            id: string;
            /** @example visa */
            brand: string;
            /** @example 4242 */
            last4: string;
            /** @example 12 */
            expiryMonth: number;
            /** @example 2030 */
            expiryYear: number;
        };
        TokenizeCardBody: {
            /** @example 4242 4242 4242 4242 */
            cardNumber: string;
            holderName: string;
            /** @example 12 */
            expiryMonth: number;
            /** @example 2030 */
            expiryYear: number;
            /** @example 123 */
            cvv: string;
            /** @description TOKENIZATION: also keep the card for the signed-in user (its brand, last four digits and expiry; never the number or the CVV) once the payment with this token succeeds; a declined, failed or cancelled payment keeps nothing. Needs a login (403 otherwise); at most 10 cards (409). */
            saveCard?: boolean;
        };
        PaymentResult: {
            /** Format: uuid */
            paymentId: string;
            /** @enum {string} */
            status: "SUCCEEDED" | "FAILED" | "CANCELLED";
            /** Format: uuid */
            bookingId: string;
            /** @description Confirmed=1, Pending=2, Failed=5, … */
            bookingStatus: number;
            method: number;
            paymentType: number;
            amount: number;
            currency: string;
            message: string;
            /** @description Wallet payments: the balance now */
            walletBalance?: number;
            /** @description Points payments: the points now */
            pointsBalance?: number;
            refund: {
                /** @description Refunded=1, Pending=2, Failed=3 */
                status: number;
                amount: number;
                currency: string;
            } | null;
        };
        PaymentResultEnvelope: {
            data: components["schemas"]["PaymentResult"];
            /** @example Success */
            message: string;
            /** @example 200 */
            statusCode: number;
        };
        PaymentConflictEnvelope: {
            data: components["schemas"]["PaymentResult"] | null;
            /** @example Success */
            message: string;
            /** @example 200 */
            statusCode: number;
        };
        PayBody: {
            /** Format: uuid */
            bookingId: string;
            /**
             * @description Flight=1, Hotel=2
             * @example 1
             */
            moduleType: number;
            /** @description DebitCard=1, CreditCard=2, UPI=3, NetBanking=4, LoyaltyPoints=5, Wallet=6 */
            method: number;
            /** @description Methods 1 and 2 (a card typed now) */
            paymentToken?: string;
            /**
             * @description TOKENIZATION: methods 1 and 2 paid with a saved card (`savedCardId`), signed in only
             * @enum {string}
             */
            paymentMode?: "TOKENIZATION";
            /**
             * Format: uuid
             * @description With `paymentMode: TOKENIZATION`
             */
            savedCardId?: string;
            /**
             * @description Method 3
             * @example sara@okbank
             */
            upiId?: string;
            /**
             * @description Method 4
             * @example HDFC
             * @enum {string}
             */
            bankCode?: "HDFC" | "ICIC" | "SBIN" | "AXIS" | "KOTK" | "ENBD";
            /** @description Guests: the booking’s accessToken */
            accessToken?: string;
            /** @description When sent, must be the booking’s amount */
            amount?: number;
            /**
             * @description Agents, sub-agents and staff users only (403 for anyone else): AGENT=1 pays directly with `method` 1–5, WALLET=2 from the wallet (`method` 6). When absent, the mode follows `method`.
             * @example 2
             */
            agentPaymentMode?: 1 | 2;
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
        AltchaChallenge: {
            /** @example SHA-256 */
            algorithm: string;
            challenge: string;
            maxnumber?: number;
            salt: string;
            signature: string;
        };
        CaptchaChallengeBody: {
            /** @example customer@skyline.test */
            email?: string;
        };
        NotRegisteredAnswer: {
            /**
             * @description The flow ticket the captcha-checked welcome step answered for this email (valid 30 minutes, a few code requests): required by every call that mails a code
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…
             */
            ticket: string;
        };
        VerifyEmailBody: {
            /** @example customer@skyline.test */
            email: string;
            /**
             * @description SIGNUP=1, LOGIN=2, FORGOT_PASSWORD=3
             * @example 2
             */
            otpType: 1 | 2 | 3;
            sendOtp: boolean;
            /** @description Required when sendOtp is false */
            captcha?: {
                /** @enum {string} */
                provider: "altcha" | "recaptcha";
                /** @description ALTCHA payload or reCAPTCHA response */
                token: string;
            };
            /**
             * @description Required when sendOtp is true
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…
             */
            ticket?: string;
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        ResendOtpBody: {
            /** @example customer@skyline.test */
            email: string;
            /**
             * @description The flow ticket the captcha-checked welcome step answered for this email (valid 30 minutes, a few code requests): required by every call that mails a code
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…
             */
            ticket: string;
        };
        SessionAnswer: {
            /** @description JWT (HS256) */
            token: string;
            user: components["schemas"]["UserProfile"];
        };
        /** @description null with a reset token */
        UserProfile: {
            /** @example 1 */
            id: number;
            /** @description Absolute URL of the profile picture on the API origin, or null */
            profilePic: string | null;
            /** @example customer@skyline.test */
            email: string;
            /** @example Sara */
            firstName: string;
            /** @example Haddad */
            lastName: string;
            /** @example Sara Haddad */
            fullName: string;
            /** @example +971 */
            phoneCountryCode: string | null;
            /**
             * @description The same digits as mobileNumber
             * @example 501234567
             */
            phoneNumber: string | null;
            /**
             * @description Digits, without the country code
             * @example 501234567
             */
            mobileNumber: string | null;
            /**
             * @description At most 200 characters
             * @example Dubai Marina
             */
            address: string | null;
            /**
             * @description YYYY-MM-DD
             * @example 1990-04-12
             */
            dateOfBirth: string | null;
            /** @example en */
            preferredLanguage: string;
            /** @example USD */
            preferredCurrency: string;
            /**
             * @description ISO 3166-1 alpha-2, or null
             * @example AE
             */
            country: string | null;
            /**
             * @description SUPER_ADMIN=1, WL_ADMIN=2, USER=3, GUEST_USER=4, REGISTERED=5, AGENT=6, SUB_AGENT=7, STAFF_USER=8
             * @example 5
             */
            userType: number;
            isEmailVerified: boolean;
            /**
             * @description AGENT users: the state of their application, APPROVED=1, PENDING=2, IN_REVIEW=3, REJECTED=4 (docs/agent-contract.md); null for every other user type
             * @example null
             */
            agentApproval: 1 | 2 | 3 | 4 | null;
        } | null;
        SignUpBody: {
            /** @example Sara Haddad */
            fullName: string;
            /** @example customer@skyline.test */
            email: string;
            /** @example +971 */
            phoneCountryCode: string;
            /** @example 501234567 */
            phoneNumber: string;
            /** @example Travel@123 */
            password: string;
            /**
             * @description The flow ticket the captcha-checked welcome step answered for this email (valid 30 minutes, a few code requests): required by every call that mails a code
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…
             */
            ticket: string;
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        LoginAnswer: {
            token: string;
            isEmailVerified: boolean;
            user: components["schemas"]["UserProfile"];
        };
        LoginBody: {
            /** @example customer@skyline.test */
            email: string;
            password: string;
            /** @description Required (428 otherwise) once the email has had 10 wrong passwords in 10 minutes */
            captcha?: {
                /** @enum {string} */
                provider: "altcha" | "recaptcha";
                /** @description ALTCHA payload or reCAPTCHA response */
                token: string;
            };
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        OtpVerifyBody: {
            /** @example customer@skyline.test */
            email: string;
            /** @example 123456 */
            otp: string;
            /**
             * @description SIGNUP=1, LOGIN=2, FORGOT_PASSWORD=3
             * @example 2
             */
            otpType: 1 | 2 | 3;
            /** @description false with otpType 3: answer a reset token */
            isToken: boolean;
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        ResetPasswordBody: {
            /** @example customer@skyline.test */
            email: string;
            /** @example Travel@123 */
            newPassword: string;
            confirmPassword: string;
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        ChangePasswordAnswer: {
            /** @enum {boolean} */
            changed: true;
        };
        ChangePasswordBody: {
            currentPassword: string;
            /** @example Travel@123 */
            newPassword: string;
            confirmPassword: string;
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        AgentApplication: {
            id: number;
            /**
             * @description APPROVED=1, PENDING=2, IN_REVIEW=3, REJECTED=4
             * @example 2
             */
            status: 1 | 2 | 3 | 4;
            /** Format: date-time */
            submittedAt: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            rejectionReason: string | null;
            /** @description PENDING or REJECTED */
            editable: boolean;
            /** @description What submit still needs */
            missing: ("email" | "company" | "logo" | "primaryColor" | "secondaryColor" | "documents")[];
            person: {
                firstName: string;
                lastName: string;
                email: string;
                isEmailVerified: boolean;
                phoneCountryCode: string;
                phoneNumber: string;
                secondaryPhoneCountryCode: string | null;
                secondaryPhoneNumber: string | null;
            };
            company: {
                companyName: string;
                pointOfContact: string;
                address: string;
                haveIata: boolean;
                iataNumber: string | null;
            } | null;
            branding: {
                logoUrl: string | null;
                primaryColor: string | null;
                secondaryColor: string | null;
            };
            documents: {
                id: number;
                /**
                 * @description TRADE_LICENCE or OTHER
                 * @example TRADE_LICENCE
                 * @enum {string}
                 */
                kind: "TRADE_LICENCE" | "OTHER";
                /** @example trade-licence.pdf */
                fileName: string;
                /** @example application/pdf */
                contentType: string;
                /** @example 182044 */
                size: number;
                /** Format: date-time */
                uploadedAt: string;
            }[];
        };
        AgentApplicationStart: {
            /** @example Omar */
            firstName: string;
            /** @example Khalil */
            lastName: string;
            /** @example +971 */
            phoneCountryCode: string;
            /** @example 501234567 */
            phoneNumber: string;
            /** @example +971 */
            secondaryPhoneCountryCode?: string;
            /** @example 501234567 */
            secondaryPhoneNumber?: string;
            /** @example customer@skyline.test */
            email: string;
            /** @example Travel@123 */
            password: string;
            confirmPassword: string;
            /**
             * @description The flow ticket the captcha-checked welcome step answered for this email (valid 30 minutes, a few code requests): required by every call that mails a code
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0…
             */
            ticket: string;
            /**
             * @description Visitor IP as the site saw it
             * @example 203.0.113.7
             */
            ip?: string;
            city?: string;
            state?: string;
            /** @example AE */
            country?: string;
            /** @example Desktop (macOS) */
            loginDevice?: string;
            /** @description Sent empty */
            otherDetail?: string;
            /** @example Chrome 140 */
            browser?: string;
        };
        ProfileUpdate: {
            /** @example Sara Haddad */
            fullName: string;
            /** @example +971 */
            phoneCountryCode: string;
            /** @example 501234567 */
            mobileNumber: string;
            /**
             * @description At most 200 characters; empty or null clears it
             * @example Dubai Marina
             */
            address?: string | null;
            /**
             * @description YYYY-MM-DD, a day in the past; empty or null clears it
             * @example 1990-04-12
             */
            dateOfBirth?: string | "" | null;
        };
        PreferenceUpdate: {
            /** @example ar */
            preferredLanguage?: string;
            /** @example SAR */
            preferredCurrency?: string;
            /**
             * @description ISO 3166-1 alpha-2
             * @example SA
             */
            preferredCountry?: string;
        };
        ProfileImage: {
            /** @description Absolute URL of the stored image, or null after a delete */
            profilePic: string | null;
        };
        ProfileImageUpload: {
            /**
             * Format: binary
             * @description JPEG, PNG or WebP by content (the name and declared type are ignored), at most 5,242,880 bytes
             */
            image?: string;
        };
        Traveler: {
            /** @example 7 */
            id: number;
            /** @example Sara */
            firstName: string;
            /** @example Haddad */
            lastName: string;
            /** @example 1990-04-12 */
            dateOfBirth: string;
            /** @enum {string} */
            gender: "M" | "F";
            /** @example N1234567 */
            passportNumber: string;
            /** @example 2030-01-31 */
            expiryDate: string;
            createdAt: string;
            updatedAt: string;
        };
        TravelerBody: {
            /** @example Sara */
            firstName: string;
            /** @example Haddad */
            lastName: string;
            /**
             * @description Not in the future
             * @example 1990-04-12
             */
            dateOfBirth: string;
            /** @enum {string} */
            gender: "M" | "F";
            /**
             * @description Stored upper case
             * @example N1234567
             */
            passportNumber: string;
            /**
             * @description Passport expiry: not in the past
             * @example 2030-01-31
             */
            expiryDate: string;
        };
        DeletedTraveler: {
            /** @example 7 */
            id: number;
        };
        WalletBalance: {
            /**
             * @description In the wallet currency, two decimals
             * @example 5000
             */
            availableBalance: number;
            /** @example USD */
            currency: string;
            /**
             * @description The agent's points; null when the club does not award agent points
             * @example 1250
             */
            points: number | null;
        };
        AgentApplicationPerson: {
            /** @example Omar */
            firstName: string;
            /** @example Khalil */
            lastName: string;
            /** @example +971 */
            phoneCountryCode: string;
            /** @example 501234567 */
            phoneNumber: string;
            /** @example +971 */
            secondaryPhoneCountryCode?: string;
            /** @example 501234567 */
            secondaryPhoneNumber?: string;
        };
        AgentApplicationCompany: {
            /** @example Khalil Travel & Tours */
            companyName: string;
            /** @example Omar Khalil */
            pointOfContact: string;
            /** @example Office 12, Al Wasl Road, Dubai */
            address: string;
            haveIata: boolean;
            /** @example 12345678 */
            iataNumber?: string;
        };
        AgentApplicationBranding: {
            /**
             * Format: binary
             * @description JPEG, PNG or WebP by content, at most 5,242,880 bytes; required while the application has no logo
             */
            logo?: string;
            /** @example #0b5cad */
            primaryColor?: string;
            /** @example #0b5cad */
            secondaryColor?: string;
        };
        AgentApplicationDocumentUpload: {
            /**
             * Format: binary
             * @description PDF, JPEG, PNG or WebP by content (the name and declared type are ignored), at most 5,242,880 bytes
             */
            file?: string;
            /**
             * @description TRADE_LICENCE or OTHER
             * @example TRADE_LICENCE
             * @enum {string}
             */
            kind: "TRADE_LICENCE" | "OTHER";
        };
        AgentBranding: {
            logoUrl: string | null;
            primaryColor: string | null;
            secondaryColor: string | null;
        };
        CmsPage: {
            /** @example terms-and-conditions */
            slug: string;
            /**
             * @description The language the page is in
             * @example en
             */
            language: string;
            /** @example Terms and conditions */
            title: string;
            /** @description Rich text (HTML): p, h2, h3 (with ids, for a table of contents), ul, ol, li, strong, em, a. The site sanitises it before showing it. */
            content: string;
            /**
             * @description When the text last changed (ISO 8601)
             * @example 2026-10-01T00:00:00.000Z
             */
            updatedAt: string;
        };
        ContactBody: {
            /** @example Sara Haddad */
            fullName: string;
            /** @example customer@skyline.test */
            email: string;
            /** @example +971 */
            phoneCountryCode: string;
            /**
             * @description The national number, digits only
             * @example 501234567
             */
            phoneNo: string;
            /** @example Change of travel date */
            subject: string;
            /**
             * @description May hold line breaks (LF, CR); no other control character
             * @example Can I move my flight to the following week?
             */
            message: string;
            captcha: {
                /** @enum {string} */
                provider: "altcha" | "recaptcha";
                /** @description ALTCHA payload or reCAPTCHA response */
                token: string;
            };
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
