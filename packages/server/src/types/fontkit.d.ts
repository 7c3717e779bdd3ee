// fontkit ships no types; the shop only hands the parsed font to pdfkit, which accepts it.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): object;
}
