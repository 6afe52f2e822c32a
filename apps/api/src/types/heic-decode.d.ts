// heic-decode ships no types; modules/media/heic-decoder.ts describes the part it uses.
declare module 'heic-decode';
