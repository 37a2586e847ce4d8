import {
  ara,
  bul,
  cat,
  ces,
  dan,
  ell,
  est,
  eus,
  fas,
  fin,
  glg,
  heb,
  hin,
  hrv,
  hun,
  ind,
  kor,
  lav,
  lit,
  msa,
  nob,
  pol,
  ron,
  rus,
  slk,
  slv,
  swe,
  tur,
  ukr,
  urd,
  vie,
} from "stopword";

/**
 * Stop words (function words) per language, for Gibson et al.'s inverse stop-wording and for
 * guessing a page's language. Short lists of the most frequent words are enough: the feature is a
 * share, and prose hits these words every few tokens. Lowercase, as blocks' words (no apostrophes;
 * in Chinese and Japanese every character is a word, src/blocks/tokenize.ts).
 */
export const STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(
    `a about above after again against all also am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further had
    has have having he her here hers herself him himself his how i if in into is it its itself just
    me more most my myself no nor not now of off on once only or other our ours ourselves out over own
    same she should so some such than that the their theirs them themselves then there these they this
    those through to too under until up very was we were what when where which while who whom why will
    with would you your yours yourself yourselves s t don said says`.split(/\s+/),
  ),
  de: new Set(
    `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch
    auf aus bei bin bis bist da damit dann das dass dein deine dem den denn der des dich die dies diese
    diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines einige er es
    etwas euch euer für gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen
    ihr ihre im in indem ins ist jede jedem jeden jeder jedes jetzt kann kein keine können könnte man
    manche mein meine mich mir mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein
    seine sich sie sind so solche soll sollte sondern sonst über um und uns unser unter viel vom von
    vor war waren warum was weil welche wenn wer werde werden wie wieder will wir wird wo wollen würde
    zu zum zur zwar zwischen`.split(/\s+/),
  ),
  fr: new Set(
    `a ai aie alors au aucun aussi autre aux avait avant avec avoir bien c ce ceci cela celle celui ces
    cet cette ceux chaque comme comment d dans de des donc dont du elle elles en encore entre est et
    étaient était été être eu fait faire il ils j je l la le les leur leurs lui m ma mais me même mes
    moi mon n ne nos notre nous on ont ou où par pas peu peut plus pour pourquoi qu quand que quel
    quelle qui s sa sans se sera ses si son sont sous sur t ta te tes toi ton tous tout toute toutes
    très tu un une vos votre vous y`.split(/\s+/),
  ),
  es: new Set(
    `a al algo algunos ante antes aquel aquella como con contra cual cuando de del desde donde dos el
    ella ellas ellos en entre era eran es esa esas ese eso esos esta está están estas este esto estos
    fue fueron ha han hasta hay la las le les lo los más me mi mis mucho muy nada ni no nos nosotros o
    otra otro otros para pero poco por porque que quien se sea ser si sido sin sobre son su sus también
    tan te tiene tienen todo todos tu tus un una uno unos y ya yo`.split(/\s+/),
  ),
  it: new Set(
    `a ad agli ai al alla alle allo anche avere aveva c che chi ci come con contro cui da dagli dai dal
    dalla dalle degli dei del della delle dello di dove e è ed era erano essere gli ha hanno i il in io
    l la le lei lo loro lui ma mi mia mio molto ne nei nel nella nelle no noi non nostro o per perché
    più poi quale quando quella quelle quelli quello questa queste questi questo se sei si sia siamo
    sono su sua sue sui sul sulla suo suoi tra tu tutti tutto un una uno vi voi`.split(/\s+/),
  ),
  pt: new Set(
    `a ao aos as até com como da das de dela dele deles depois do dos e é ela elas ele eles em entre era
    essa essas esse esses esta está estão estas este estes eu foi foram há isso isto já lhe mais mas me
    mesmo meu minha muito na não nas nem no nos nós o os ou para pela pelas pelo pelos por qual quando
    que quem se sem ser seu seus sua suas também te tem têm tinha um uma umas uns você`.split(
      /\s+/,
    ),
  ),
  nl: new Set(
    `aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door dus een eens
    en er ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je
    kan kon kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat ons ook op
    over reeds te tegen toch toen tot u uit uw van veel voor want waren was wat we wel werd wezen wie
    wij wil worden wordt zal ze zei zelf zich zij zijn zo zonder zou`.split(/\s+/),
  ),
  /** Function characters, simplified and traditional: particles, pronouns, prepositions, adverbs. */
  zh: new Set(
    `的 了 是 在 和 与 與 及 或 而 但 也 都 就 又 还 還 再 很 不 没 沒 无 無 有 这 這 那 哪 其 此 之 所 以 为
    為 于 於 把 被 将 將 对 對 从 從 向 到 给 給 让 讓 由 因 如 若 则 則 即 并 並 却 卻 我 你 您 他 她 它 们
    們 个 個 些 着 著 过 過 地 得 吗 嗎 呢 吧 啊 会 會 能 要 可 该 該 等 已`.split(/\s+/),
  ),
  /**
   * Every hiragana: Japanese writes its particles, auxiliaries and inflections in hiragana and its
   * nouns in kanji and katakana, so prose is about half hiragana and menus have little.
   */
  ja: new Set(
    Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => String.fromCharCode(0x3041 + i)),
  ),
};

/** The language assumed when a page gives no `lang` and matches no list better. */
export const DEFAULT_STOP_WORD_LANGUAGE = "en";

/** One word as blocks read words: a letter or digit, then letters, combining marks and digits. */
const ONE_WORD = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*$/u;

/**
 * Stop lists of languages the lists above lack, by `<html lang>` code, from the `stopword`
 * package (largely from the stopwords-iso and more-stoplists projects): a Polish or Russian page's
 * prose then scores a stop-word share as English prose does, instead of none. Used only when a
 * page declares the language: an undeclared page's language is voted among the lists above, whose
 * sizes are alike, and these lists (48 to 781 words) would sway that vote by their length.
 * Entries that are not one word as blocks read them (punctuation, two words) are left out.
 */
export const DECLARED_ONLY_STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> =
  Object.fromEntries(
    Object.entries({
      ar: ara,
      bg: bul,
      ca: cat,
      cs: ces,
      da: dan,
      el: ell,
      et: est,
      eu: eus,
      fa: fas,
      fi: fin,
      gl: glg,
      he: heb,
      hi: hin,
      hr: hrv,
      hu: hun,
      id: ind,
      ko: kor,
      lt: lit,
      lv: lav,
      ms: msa,
      nb: nob,
      no: nob,
      pl: pol,
      ro: ron,
      ru: rus,
      sk: slk,
      sl: slv,
      sv: swe,
      tr: tur,
      uk: ukr,
      ur: urd,
      vi: vie,
    }).map(([code, words]) => [
      code,
      new Set(words.map((word) => word.toLowerCase()).filter((word) => ONE_WORD.test(word))),
    ]),
  );
