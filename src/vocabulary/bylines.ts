/**
 * Words of bylines and author fields: what introduces a name, what stands where no person is
 * named, and the class words of the elements that hold a byline.
 */

/** "By", "Von", "Par", "Por", "Di", "Door", "Av", "Autor:", … before a byline's name. */
export const BYLINE_PREFIX =
  /^(?:written\s+by|posted\s+by|by|von|par|por|di|door|av|przez|autor(?:in)?|author|auteur|текст|автор)\s*:?\s+/iu;

/** Author values that name no person: a desk, a role, a placeholder. */
export const NOT_A_PERSON =
  /^(?:staff|staff writer|staff reporter|editorial staff|editorial team|editor|editors|admin|administrator|guest|guest author|anonymous|unknown|team|newsroom|redaktion|rédaction|redacción)$/iu;

/** Class or id words of an element holding a byline: `byline`, `author`, `article-author`, … */
export const BYLINE_CLASS = /(?:^|[\s_-])(?:byline|author(?:s|-name|name)?)(?:$|[\s_-])/i;

/** Class or id words that mark a byline-like element as something else: a comment's author, a bio. */
export const NOT_BYLINE_CLASS = /comment|reply|bio|avatar|description|about|related/i;

/** Labels of the member who started a forum thread or asked a question, before their name. */
export const THREAD_STARTER_LABEL =
  /^(?:thread starter|started by|topic author|topic starter|original poster|asked by|themenstarter|autor del tema|auteur du sujet|autore della discussione)\s*:?\s*/iu;

/** Lower-case words a person's name may hold between capitalised ones: "Ludwig van Beethoven". */
export const NAME_PARTICLES =
  /^(?:van|von|der|den|de|del|della|di|da|dos|du|la|le|bin|ibn|al|y|e)$/u;
