/** The id of the page's `<main>`; the header's skip link jumps there. */
export const MAIN_CONTENT_ID = 'main-content';

/** The logo's intrinsic box (CSS scales it to the header height, keeping its aspect ratio). */
export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 48;
