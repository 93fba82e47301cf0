export function createRouteTemplates(patterns: readonly string[]): (url: string | undefined) => string;
export function routePatternsOf(distDir: string): string[];
