/** The only address `pith label` listens on: the pages and labels never leave the machine. */
export const LABEL_HOST = "127.0.0.1";
