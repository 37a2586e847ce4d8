/**
 * Words of bylines and author fields: what introduces a name, what stands where no person is
 * named, and the class words of the elements that hold a byline.
 */

/**
 * "By", "Written by", "Text by", "Von", "Par", "Por", "Autor:", "作者：", "记者 ", … before a
 * byline's name; the colon may be the full-width one of CJK text.
 */
export const BYLINE_PREFIX =
  /^(?:(?:(?:written|posted|authored|text|words|story|recipe|article|reported)\s+)?by|von|par|por|di|door|av|przez|autor(?:in|es)?|authors?|auteur|текст|автор|作者|记者|記者|撰文|执笔|執筆)(?:\s*[:：]\s*|\s+)/iu;

/** "byJane Doe", "Posted byJane Doe": a byline whose markup lost the space after "by". */
export const GLUED_BYLINE_PREFIX = /^(?:(?:[Ww]ritten|[Pp]osted)\s+)?by(?=\p{Lu})/u;

/** A line that only introduces the byline on the next: "Written by", "Author:", "Article by". */
export const BYLINE_LABEL =
  /^(?:(?:written|posted|authored|text|words|story|recipe|article|reported)\s+by|by|von|par|por|autor(?:in)?|authors?|auteur|автор|作者|记者|記者)\s*[:：]?$/iu;

/** Author values that name no person: a desk, a role, a placeholder. */
export const NOT_A_PERSON =
  /^(?:staff|staff writer|staff reporter|editorial staff|editorial team|editor|editors|admin|administrator|guest|guest author|anonymous|unknown|team|newsroom|redaktion|rédaction|redacción)$/iu;

/** Class or id words of an element holding a byline: `byline`, `author`, `article-author`, … */
export const BYLINE_CLASS = /(?:^|[\s_-])(?:byline|author(?:s|-name|name)?)(?:$|[\s_-])/i;

/** Class words of a forum post's poster in the common forum software (phpBB, vBulletin, XenForo, MyBB). */
export const POSTER_CLASS =
  /(?:^|\s)(?:username|bigusername|postauthor|post-author|poster)(?:$|\s)/i;

/** Class or id words that mark a byline-like element as something else: a comment's author, a bio. */
export const NOT_BYLINE_CLASS = /comment|reply|bio|avatar|description|about|related/i;

/** Labels of the member who started a forum thread or asked a question, before their name. */
export const THREAD_STARTER_LABEL =
  /^(?:thread starter|started by|topic author|topic starter|original poster|asked by|themenstarter|autor del tema|auteur du sujet|autore della discussione)\s*:?\s*/iu;

/** Lower-case words a person's name may hold between capitalised ones: "Ludwig van Beethoven". */
export const NAME_PARTICLES =
  /^(?:van|von|der|den|de|del|della|di|da|dos|du|la|le|bin|ibn|al|y|e)$/u;

/**
 * Words of a job title in a byline or an author card ("AP Auto Writer", "Political
 * Correspondent", "Redakteurin", "Deputy Content Hub Director"): a line or a name holding one is
 * a role, not a person's name.
 */
export const ROLE_WORD =
  /^(?:writers?|correspondents?|reporters?|editors?|columnists?|contributors?|journalists?|producers?|photographers?|critics?|analysts?|director|presenter|anchor|bureau|chief|staff|agenc(?:y|ies)|wires|redakteur(?:in)?|korrespondent(?:in)?|reporter(?:in)?|journalist(?:in)?|autor(?:in)?|r[ée]dacteur|r[ée]dactrice|journaliste|correspondante?|chroniqueur|chroniqueuse|periodista|redactor(?:a)?|corresponsal|columnista|giornalista|redattore|redattrice|inviat[oa]|verslaggever|redacteur|dziennikar(?:z|ka)|redaktor(?:ka)?|muhabir(?:i)?|editör(?:ü)?)$/iu;

/**
 * Lines of an author card that name no one: "Biography", "Follow", "Email", "View profile", "More
 * by this author", "Social Sharing".
 */
export const CARD_LABEL =
  /^(?:biography|bio|full bio|read (?:full |more )?bio|profile|view profile|author profile|about the author|about me|follow(?: on \w+)?|follow author|email|e-mail|contact|contact author|send email|more (?:by|from) (?:this author|the author|author)|all (?:articles|stories|posts)|view all (?:articles|stories|posts)|see all (?:articles|stories)|social sharing|mehr vom autor|alle artikel|folgen|profil|biographie|biografía|suivre)$/iu;

/**
 * Words that join or introduce the names on a byline line around the page's declared authors, in
 * the languages of the shared news: "By Jane Doe and John Roe", "Von Anna Martel und Lea Wagner",
 * "Trine Juncher Jørgensen og Tôrtia Reimer-Johansen".
 */
export const BYLINE_JOINING_WORD =
  /^(?:by|von|par|por|di|door|av|af|przez|de|da|and|und|og|och|et|y|e|i|ve|és|en|ja|oraz|with|mit|con|avec|и|і|та|от)$/iu;
