/** The parts of `stopword` (3.1) pith reads: per-language stop lists, named by ISO 639-3 code. */
declare module "stopword" {
  type StopList = readonly string[];
  export const ara: StopList;
  export const bul: StopList;
  export const cat: StopList;
  export const ces: StopList;
  export const dan: StopList;
  export const ell: StopList;
  export const est: StopList;
  export const eus: StopList;
  export const fas: StopList;
  export const fin: StopList;
  export const glg: StopList;
  export const heb: StopList;
  export const hin: StopList;
  export const hrv: StopList;
  export const hun: StopList;
  export const ind: StopList;
  export const kor: StopList;
  export const lav: StopList;
  export const lit: StopList;
  export const msa: StopList;
  export const nob: StopList;
  export const pol: StopList;
  export const ron: StopList;
  export const rus: StopList;
  export const slk: StopList;
  export const slv: StopList;
  export const swe: StopList;
  export const tur: StopList;
  export const ukr: StopList;
  export const urd: StopList;
  export const vie: StopList;
}
