/**
 * Month names as datelines write them, lower-cased, → month number (1–12), in the major web
 * languages: English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish, Danish and
 * Norwegian, Polish, Czech, Turkish, Indonesian, Russian and Ukrainian (nominative and the genitive
 * of "14 марта"), with the usual abbreviations; each string is the twelve months in order. Where
 * languages share a name ("mar", "agosto"), it means the same month in each.
 */
const MONTHS: readonly string[] = [
  // English
  "january february march april may june july august september october november december",
  "jan feb mar apr may jun jul aug sep oct nov dec",
  "jan febr mar apr may june july aug sept oct nov dec",
  // German
  "januar februar märz april mai juni juli august september oktober november dezember",
  "jänner feber maerz apr mai jun jul aug sep okt nov dez",
  // French
  "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
  "janv févr mars avr mai juin juil aout sept oct nov déc",
  // Spanish
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
  "ene feb mar abr may jun jul ago setiembre oct nov dic",
  // Portuguese
  "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
  "jan fev mar abr mai jun jul ago set out nov dez",
  // Italian
  "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
  "gen feb mar apr mag giu lug ago set ott nov dic",
  // Dutch
  "januari februari maart april mei juni juli augustus september oktober november december",
  // Swedish, Danish, Norwegian
  "januari februari mars april maj juni juli augusti september oktober november december",
  "januar februar marts april maj juni juli august september oktober november desember",
  // Polish: nominative, then the genitive of "14 marca 2024"
  "styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień",
  "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
  // Czech: genitive, as datelines write it
  "ledna února března dubna května června července srpna září října listopadu prosince",
  // Turkish
  "ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık",
  // Indonesian
  "januari februari maret april mei juni juli agustus september oktober november desember",
  // Russian: nominative, genitive
  "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь",
  "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
  // Ukrainian: nominative, genitive
  "січень лютий березень квітень травень червень липень серпень вересень жовтень листопад грудень",
  "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
];

/** Lower-cased month name or abbreviation (without its dot) → month number, 1–12. */
export const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map(
  MONTHS.flatMap((names) => names.split(" ").map((name, index) => [name, index + 1] as const)),
);

/** Words that introduce a date that is not the publication's: a dateline's update. */
export const UPDATED_LABEL =
  /(?<!\p{L})(?:updated|modified|last edited|aktualisiert|mis à jour|actualizado|atualizado|aggiornato|bijgewerkt|zaktualizowano|обновлено)(?!\p{L})/iu;

/** Words that introduce a date as the publication's: a dateline's, a forum thread's start. */
export const PUBLISHED_LABEL =
  /(?<!\p{L})(?:published|posted|start date|started|publié|veröffentlicht|erschienen|publicado|pubblicato|gepubliceerd|opublikowano|опубликовано)(?!\p{L})/iu;

/** Words that introduce a date that is no page's publication: when a member joined a forum. */
export const MEMBER_SINCE_LABEL =
  /(?<!\p{L})(?:joined|member since|registered|mitglied seit|dabei seit|registriert|inscrit|membre depuis|miembro desde|registrado|iscritto|lid sinds|зарегистрирован)(?!\p{L})/iu;
