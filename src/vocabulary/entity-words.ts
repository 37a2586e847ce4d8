/**
 * Words that make a token span look like a date, an amount of money or a percentage (Gibson et
 * al.'s named-entity counts, approximated with patterns instead of an NER model). Lowercase.
 */

/** Month and weekday names (and common abbreviations) in en, de, fr, es, it, pt, nl. */
export const DATE_WORDS: ReadonlySet<string> = new Set(
  `january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun
  januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag
  samstag sonntag
  janvier février fevrier mars avril juin juillet août aout septembre octobre novembre décembre
  lundi mardi mercredi jeudi vendredi samedi dimanche
  enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
  lunes martes miércoles jueves viernes sábado domingo
  gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre
  lunedì martedì mercoledì giovedì venerdì sabato domenica
  janeiro fevereiro março maio junho julho setembro outubro dezembro
  segunda terça quarta quinta sexta
  januari februari maart mei augustus oktober
  maandag dinsdag woensdag donderdag vrijdag zaterdag zondag`.split(/\s+/),
);

/** Currency names and codes that follow (or precede) an amount. */
export const MONEY_WORDS: ReadonlySet<string> = new Set(
  `dollar dollars usd eur euro euros gbp pound pounds sterling cent cents yen jpy chf franc francs
  yuan cny rupee rupees bitcoin btc dólares dolares libras reais`.split(/\s+/),
);

/** Words for "percent" that follow a number. */
export const PERCENT_WORDS: ReadonlySet<string> = new Set(
  `percent pct prozent pourcent procent porcentaje porciento percento`.split(/\s+/),
);

/** Symbols that mark money next to a number. */
export const CURRENCY_SYMBOLS: ReadonlySet<string> = new Set(["$", "€", "£", "¥", "₹", "₽", "₩"]);
