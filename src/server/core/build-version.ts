/** The version the API document, the footer and the shell's about box show. */
export const BUILD_VERSION = '1.0.23';
