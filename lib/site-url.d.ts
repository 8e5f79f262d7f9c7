export declare function siteUrlOf(env: { SITE_URL?: string; PORT: number | string }): string;
export declare function builtSiteUrl(distDir: string): string | undefined;
export declare const BUILD_SITE_URL_KEY: 'SOLARA_BUILD_SITE_URL';
