/* carry-on-reset-time.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Finds when a usage or rate limit resets in an error message.  Everything
 * is anchored on a reset / try-again phrase: a number anywhere else in the
 * text is never taken.  No regular expressions: a small cursor parser over
 * the normalised text (see CarryOnNormText), so a call costs microseconds.
 */

#include "config.h"

#include <string.h>

#include "carry-on-reset-time.h"
#include "carry-on-classifier-private.h"

/* ------------------------------------------------------------------------ */
/* Normalised text                                                          */
/* ------------------------------------------------------------------------ */

static inline gboolean
is_word (char c)
{
  return g_ascii_isalnum (c);
}

typedef struct {
  GString *out;
  gsize    max;
  int      pending_ws;  /* 0 none, 1 space, 2 line break */
} NormState;

static void
norm_put (NormState *st,
          char       c)
{
  if (st->out->len >= st->max)
    return;

  if (st->pending_ws != 0)
    {
      if (st->out->len > 0)
        g_string_append_c (st->out, st->pending_ws == 2 ? '\n' : ' ');
      st->pending_ws = 0;
    }
  g_string_append_c (st->out, c);
}

static void
norm_ws (NormState *st,
         gboolean   line_break)
{
  if (line_break)
    st->pending_ws = 2;
  else if (st->pending_ws == 0)
    st->pending_ws = 1;
}

static void norm_part (NormState  *st,
                       const char *s,
                       gsize       len);

/* Four hex digits at @p (before @end) as a code unit */
static gboolean
read_hex4 (const guchar *p,
           const guchar *end,
           gunichar     *out)
{
  gunichar v = 0;

  if (end - p < 4)
    return FALSE;
  for (int i = 0; i < 4; i++)
    {
      int d = g_ascii_xdigit_value (p[i]);

      if (d < 0)
        return FALSE;
      v = v * 16 + (gunichar) d;
    }
  *out = v;
  return TRUE;
}

/* A JSON "\uXXXX" escape at @p (a surrogate pair as two), as a relay or
 * Python's json.dumps writes anything beyond ASCII ("Credenciales
 * inv\u00e1lidas", "\u65e0\u6548\u7684\u4ee4\u724c", Go's "\u003c" for
 * '<'): the character is normalised like one written out, a lone
 * surrogate or U+0000 is dropped.  Returns the bytes the escape took, or 0
 * when @p holds none */
static gsize
norm_unicode_escape (NormState    *st,
                     const guchar *p,
                     const guchar *end)
{
  gunichar u, lo;
  gsize used = 6;
  char buf[6];

  if (end - p < 2 || p[0] != '\\' || p[1] != 'u' || !read_hex4 (p + 2, end, &u))
    return 0;
  if (u >= 0xD800 && u <= 0xDBFF)
    {
      if (end - p >= 12 && p[6] == '\\' && p[7] == 'u' && read_hex4 (p + 8, end, &lo) &&
          lo >= 0xDC00 && lo <= 0xDFFF)
        {
          u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
          used = 12;
        }
      else
        u = 0;
    }
  else if (u >= 0xDC00 && u <= 0xDFFF)
    u = 0;
  if (u != 0)
    norm_part (st, buf, (gsize) g_unichar_to_utf8 (u, buf));
  return used;
}

static void
norm_part (NormState  *st,
           const char *s,
           gsize       len)
{
  const guchar *p = (const guchar *) s;
  const guchar *end = p + len;

  while (p < end && *p != '\0' && st->out->len < st->max)
    {
      guchar c = *p;

      if (c == '\n' || c == '\r')
        {
          norm_ws (st, TRUE);
          p++;
        }
      else if (c == ' ' || c == '\t' || c == '\f' || c == '\v')
        {
          norm_ws (st, FALSE);
          p++;
        }
      else if (c == '\\')
        {
          gsize used;

          /* JSON or C escapes as they appear in pasted or nested errors */
          if ((used = norm_unicode_escape (st, p, end)) > 0)
            p += used;
          else if (p + 1 < end && (p[1] == 'n' || p[1] == 'r'))
            {
              norm_ws (st, TRUE);
              p += 2;
            }
          else if (p + 1 < end && p[1] == 't')
            {
              norm_ws (st, FALSE);
              p += 2;
            }
          else
            p++;  /* drop the backslash of \" and \\ */
        }
      else if ((c == 0xE2 && p[1] == 0x80 && p[2] >= 0x8B && p[2] <= 0x8D) ||
               (c == 0xE2 && p[1] == 0x81 && p[2] == 0xA0) ||
               (c == 0xEF && p[1] == 0xBB && p[2] == 0xBF))
        {
          /* zero-width space, non-joiner, joiner, word joiner, BOM: they
           * hide inside words ("over<ZWSP>loaded") and mean nothing */
          p += 3;
        }
      else if (c == 0xC2 && p[1] == 0xAD)
        {
          p += 2;  /* soft hyphen, likewise invisible */
        }
      else if (c == 0xC4 && p[1] == 0xB0)
        {
          /* Turkish capital dotted İ (U+0130) as 'I': its lower case "i"
           * is shorter than it, so the same-length lowering below would
           * leave it as it is, and a sentence's first word ("İstek hızı
           * sınırı aşıldı", Cherry Studio's rate limit in Turkish,
           * https://github.com/CherryHQ/cherry-studio/blob/c45d398b2329f61bd2e79fe6f580063124822b59/src/renderer/src/i18n/translate/tr-tr.json)
           * would never meet a phrase written in lower case */
          norm_put (st, 'I');
          p += 2;
        }
      else if (c == '*' && p + 1 < end && p[1] == '*')
        {
          /* Markdown's strong emphasis, as review bots and chat bots write
           * their comments ("Please wait **24 minutes and 26 seconds**
           * before requesting another review", CodeRabbit's rate limit,
           * https://github.com/elie222/inbox-zero/issues/650): a run of two
           * or more asterisks is markup and is dropped, so the words inside
           * read as written ("Try again in **5**s" is "5s").  Between two
           * digits it is an exponent ("2**31") and is kept. */
          const guchar *q = p;
          gboolean digit_before, digit_after;

          while (q < end && *q == '*')
            q++;
          digit_before = st->pending_ws == 0 && st->out->len > 0 &&
                         g_ascii_isdigit (st->out->str[st->out->len - 1]);
          digit_after = q < end && g_ascii_isdigit ((char) *q);
          if (digit_before && digit_after)
            for (; p < q; p++)
              norm_put (st, '*');
          else
            p = q;
        }
      else if (c == 0xC2 && p[1] == 0xA0)
        {
          norm_ws (st, FALSE);  /* no-break space */
          p += 2;
        }
      else if (c == 0xE2 && p[1] == 0x80 && ((p[2] >= 0x80 && p[2] <= 0x8A) || p[2] == 0xAF))
        {
          /* U+2000..U+200A (en, em, thin, … spaces) and U+202F narrow
           * no-break space, which ICU puts between a time and its AM/PM
           * ("10:57\u202fPM GMT-3" from Intl.DateTimeFormat) */
          norm_ws (st, FALSE);
          p += 3;
        }
      else if (c == 0xE2 && (p[1] == 0x94 || p[1] == 0x95) && p[2] >= 0x80 && p[2] <= 0xBF)
        {
          /* box drawing U+2500..U+257F: rich and tenacity print a
           * traceback's JSON dump inside '│' borders, so a phrase split
           * across a border column still matches */
          norm_ws (st, FALSE);
          p += 3;
        }
      else if (c == 0xE2 && p[1] == 0x80 && (p[2] == 0x90 || p[2] == 0x91))
        {
          /* U+2010 hyphen and U+2011 non-breaking hyphen as '-': typeset
           * translations join words with them ("контент‑политике", the
           * content policy, in LobeHub's Russian
           * https://github.com/find-xposed-magisk/lobe-chat/blob/0fd3814ca33a19e770de4b7682c9752d08f50595/locales/ru-RU/error.json),
           * where the same word elsewhere has the ASCII one */
          norm_put (st, '-');
          p += 3;
        }
      else if (c == 0xE2 && p[1] == 0x80 && (p[2] == 0x98 || p[2] == 0x99))
        {
          norm_put (st, '\'');  /* ‘ ’ */
          p += 3;
        }
      else if (c == 0xE2 && p[1] == 0x80 && (p[2] == 0x9C || p[2] == 0x9D))
        {
          norm_put (st, '"');  /* “ ” */
          p += 3;
        }
      else if (c == 0xEF && p[1] == 0xBC && p[2] >= 0x81 && p[2] <= 0xBF)
        {
          /* full-width ASCII block U+FF01..U+FF3F → '!'..'_' */
          norm_put (st, (char) ('!' + (p[2] - 0x81)));
          p += 3;
        }
      else if (c == 0xEF && p[1] == 0xBD && p[2] >= 0x80 && p[2] <= 0x9E)
        {
          /* full-width U+FF40..U+FF5E → '`'..'~' */
          norm_put (st, (char) ('`' + (p[2] - 0x80)));
          p += 3;
        }
      else if (c == 0xD9 && p + 1 < end && p[1] >= 0xA0 && p[1] <= 0xA9)
        {
          /* Arabic-Indic digits U+0660..U+0669 → '0'..'9': hosts localised
           * into Arabic write numbers with them (Kilo Code's "انتهى وقت
           * التهيئة بعد ٦٠ ثانية", onboarding timed out after 60 seconds,
           * https://github.com/Kilo-Org/kilocode/blob/main/src/i18n/locales/ar/common.json),
           * and so does Intl.NumberFormat for several Arabic locales */
          norm_put (st, (char) ('0' + (p[1] - 0xA0)));
          p += 2;
        }
      else
        {
          norm_put (st, (char) c);
          p++;
        }
    }
}

/* @s (@len bytes) in lower case, byte for byte the same length so that
 * offsets into it are offsets into @s: ASCII, and each other letter whose
 * lower case takes as many bytes (Á á, Ü ü, Д д, Σ σ; Turkish İ, whose
 * "i" is shorter, was made 'I' by norm_part()).  Invalid UTF-8 is copied
 * as it is. */
static char *
lower_same_length (const char *s,
                   gsize       len)
{
  char *out = g_ascii_strdown (s, (gssize) len);
  const char *p = s;
  const char *end = s + len;

  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      gint n;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          p++;
          continue;
        }
      n = g_utf8_next_char (p) - p;
      if (c >= 0x80 && g_unichar_isupper (c))
        {
          char buf[6];
          gunichar l = g_unichar_tolower (c);

          if (g_unichar_to_utf8 (l, buf) == n)
            memcpy (out + (p - s), buf, (gsize) n);
        }
      p += n;
    }
  return out;
}

/* Of a part too long to keep whole, this share of @max_bytes is kept from
 * its end: a limit or reset sentence often closes a long dump (a stack
 * trace, an HTML page), so the tail is read as well as the head. */
#define TAIL_SHARE 4

/**
 * carry_on_norm_text_init:
 * @nt: (out caller-allocates): filled; free with carry_on_norm_text_clear()
 * @parts: the texts to join (message, then causes); %NULL entries are skipped
 * @n_parts: number of @parts
 * @max_bytes: at most this many bytes are kept
 *
 * Parts are joined with "\n|\n" so a phrase never spans two of them.  Any
 * byte sequence is accepted (invalid UTF-8 is kept as bytes).  A part that
 * does not fit is kept as its head and its last @max_bytes / 4 bytes, joined
 * like two parts, and @nt->cut is set.
 */
void
carry_on_norm_text_init (CarryOnNormText    *nt,
                         const char * const *parts,
                         gsize               n_parts,
                         gsize               max_bytes)
{
  NormState st = { NULL, max_bytes, 0 };
  gboolean first = TRUE;
  gboolean cut = FALSE;

  g_return_if_fail (nt != NULL);

  st.out = g_string_sized_new (256);
  for (gsize i = 0; i < n_parts; i++)
    {
      if (parts[i] == NULL || parts[i][0] == '\0')
        continue;
      if (!first)
        {
          norm_ws (&st, TRUE);
          norm_put (&st, '|');
          norm_ws (&st, TRUE);
        }
      first = FALSE;

      {
        gsize len = strlen (parts[i]);
        gsize tail = max_bytes / TAIL_SHARE;

        if (st.out->len + len <= max_bytes || len <= tail || st.out->len + tail >= max_bytes)
          {
            norm_part (&st, parts[i], len);
            if (st.out->len >= max_bytes)
              cut = TRUE;
            continue;
          }

        /* the head, leaving room for the tail */
        st.max = max_bytes - tail;
        norm_part (&st, parts[i], len - tail);
        st.max = max_bytes;
        cut = TRUE;

        {
          const char *t = parts[i] + len - tail;

          /* start the tail on a character, not inside one */
          while (tail > 0 && ((guchar) *t & 0xC0) == 0x80)
            {
              t++;
              tail--;
            }
          norm_ws (&st, TRUE);
          norm_put (&st, '|');
          norm_ws (&st, TRUE);
          norm_part (&st, t, tail);
        }
      }
    }

  nt->cut = cut;
  nt->len = st.out->len;
  nt->text = g_string_free (st.out, FALSE);
  nt->lower = lower_same_length (nt->text, nt->len);
}

void
carry_on_norm_text_clear (CarryOnNormText *nt)
{
  g_clear_pointer (&nt->text, g_free);
  g_clear_pointer (&nt->lower, g_free);
  nt->len = 0;
}

/* The words a '~' in a phrase may skip: auxiliaries, adverbs and the
 * "you provided" of "the key you provided has expired".  Nouns are not
 * among them, so "account~closed" does not match "the account connection
 * was closed", and no denial ("not", "never", "isn't") is either, so
 * "account is not deactivated" does not match "account~deactivated". */
static const char *gap_words[] = {
  "is", "was", "were", "are", "be", "been", "being", "has", "have", "had", "got", "gotten",
  "become", "became", "now", "already", "also", "just", "recently", "permanently",
  "temporarily", "automatically", "currently", "id", "you", "provided", "supplied", "specified",
  "used", "entered",
};

/* The most words a '~' skips ("account has been permanently deactivated") */
#define GAP_MAX_WORDS 3

static gboolean
is_gap_word (const char *lower,
             gsize       begin,
             gsize       end)
{
  for (guint i = 0; i < G_N_ELEMENTS (gap_words); i++)
    if (strlen (gap_words[i]) == end - begin && memcmp (lower + begin, gap_words[i], end - begin) == 0)
      return TRUE;
  return FALSE;
}

/* A phrase's '~' at @k: white space, then up to GAP_MAX_WORDS gap words
 * (each followed by white space) before @rest matches. */
static gboolean
match_gap (const char *lower,
           gsize       len,
           gsize       k,
           const char *rest,
           gsize       rest_len,
           gsize      *match_end)
{
  if (k >= len || (lower[k] != ' ' && lower[k] != '\n'))
    return FALSE;
  k++;

  for (guint word = 0;; word++)
    {
      gsize begin = k;

      if (carry_on_norm_text_match_at (lower, len, k, rest, rest_len, match_end))
        return TRUE;
      if (word == GAP_MAX_WORDS)
        return FALSE;
      while (k < len && g_ascii_isalpha (lower[k]))
        k++;
      if (k == begin || k >= len || (lower[k] != ' ' && lower[k] != '\n') || !is_gap_word (lower, begin, k))
        return FALSE;
      k++;
    }
}

/* The longest command or path a phrase's '@' reads: Linux's PATH_MAX */
#define COMMAND_MAX_BYTES 4096

/* The most words a '^' skips: "Insufficient USD or Diem balance" and
 * "tokens in the prompt exceeds" skip three.  Four leaves one word of room
 * for the next wording; at five or more, two facts of one long sentence
 * begin to pair ("insufficient … to … the balance" of some other thing). */
#define NEAR_MAX_WORDS 4

/* A word for '^': letters and digits, an apostrophe inside ("isn't"), and
 * any non-ASCII byte, so "crédito" is one word (a CJK run without spaces is
 * one word too: '^' is for languages that space their words). */
static inline gboolean
is_near_word (char c)
{
  return g_ascii_isalnum (c) || (guchar) c >= 0x80 || c == '\'' || c == '_';
}

/* Whether the text at @k ends a clause for '^': a sentence end ("." before
 * a space or the end, "!", "?", ";"), a comma before a space ("Out of
 * capacity, credits will not be charged"; not the one in "10,000"), a line
 * break, or a double quote (a JSON string's end: the next string is another
 * message); and the sentence ends of the other scripts the rows hold '^'
 * phrases in, which are written glued to the word before them: the danda
 * and double danda of Hindi, Marathi, Bengali and Punjabi ("मॉडल तैयार है।
 * जवाब नहीं मिला" is two sentences), the Arabic question mark, the Urdu full
 * stop, and the Arabic comma before a space. */
static inline gboolean
is_clause_end (const char *lower,
               gsize       len,
               gsize       k)
{
  const guchar *u = (const guchar *) lower + k;
  char c = lower[k];

  if (c == '!' || c == '?' || c == ';' || c == '\n' || c == '"')
    return TRUE;
  if (u[0] >= 0xd8 && k + 1 < len)
    {
      if (u[0] == 0xe0 && k + 2 < len && u[1] == 0xa5 && (u[2] == 0xa4 || u[2] == 0xa5))
        return TRUE;  /* । ॥ */
      if ((u[0] == 0xd8 && u[1] == 0x9f) || (u[0] == 0xdb && u[1] == 0x94))
        return TRUE;  /* ؟ ۔ */
      if (u[0] == 0xd8 && u[1] == 0x8c)
        return k + 2 >= len || lower[k + 2] == ' ' || lower[k + 2] == '\n';  /* ، */
    }
  return (c == '.' || c == ',') && (k + 1 >= len || lower[k + 1] == ' ' || lower[k + 1] == '\n');
}

/* A denial between the two halves of a '^' phrase: "not", "no", "never", a
 * word ending in "n't" ("prompt does not exceed the limit"), and the plain
 * denials of the other spaced languages the rows hold phrases in (German
 * "nicht", "kein…", Dutch "niet", "geen", French and Italian "non", "pas",
 * Portuguese "não", Indonesian "tidak", "belum", "bukan", Russian and
 * Ukrainian "не", "ні"): "Kredit belum habis" is no credits run out. */
static gboolean
is_denial_word (const char *lower,
                gsize       begin,
                gsize       end)
{
  static const char *const others[] = {
    "nicht", "kein", "keine", "keinen", "keinem", "keiner", "niet", "geen", "non", "pas",
    "n\xc3\xa3o" /* não */, "tidak", "belum", "bukan",
    "\xd0\xbd\xd0\xb5" /* не */, "\xd0\xbd\xd1\x96" /* ні */,
  };
  gsize n = end - begin;

  if ((n == 3 && memcmp (lower + begin, "not", 3) == 0) ||
      (n == 2 && memcmp (lower + begin, "no", 2) == 0) ||
      (n == 5 && memcmp (lower + begin, "never", 5) == 0) ||
      (n > 3 && memcmp (lower + end - 3, "n't", 3) == 0))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    if (strlen (others[i]) == n && memcmp (lower + begin, others[i], n) == 0)
      return TRUE;
  return FALSE;
}

/* A phrase's '^' at @k (just past its first half): @rest must start at a
 * word start within NEAR_MAX_WORDS words, in the same clause, with no
 * denial skipped on the way. */
static gboolean
match_near (const char *lower,
            gsize       len,
            gsize       k,
            const char *rest,
            gsize       rest_len,
            gsize      *match_end)
{
  guint words = 0;

  while (k < len)
    {
      gsize begin;

      if (is_clause_end (lower, len, k))
        return FALSE;
      if (!is_near_word (lower[k]))
        {
          k++;
          continue;
        }
      if (carry_on_norm_text_match_at (lower, len, k, rest, rest_len, match_end))
        return TRUE;
      begin = k;
      while (k < len && is_near_word (lower[k]) && !is_clause_end (lower, len, k))
        k++;
      /* A word joined to the next by a hyphen is a prefix ("non-expiring
       * credits", "no-code"), not a denial. */
      if ((is_denial_word (lower, begin, k) && (k >= len || lower[k] != '-')) || ++words > NEAR_MAX_WORDS)
        return FALSE;
    }
  return FALSE;
}

/* Whether @c is a letter or digit of a script that spaces its words, for a
 * phrase's '<' and '>': Latin (with its accented letters), Greek, Cyrillic,
 * Armenian and Georgian.  Not the scripts that run their words together
 * (Thai, Lao, Khmer, Myanmar, CJK), where a boundary would fall inside a
 * word, nor those that join prefixes or particles to the word in writing
 * (Arabic, Hebrew, Hangul): there a phrase's marks stay as they were, no
 * check.  "<über" must not match inside "darüber", nor "<модел" inside
 * "фотомодели" (found by a review, which saw '<' anchor only at ASCII). */
static gboolean
is_word_unichar (gunichar c)
{
  GUnicodeScript script;

  if (c < 0x80)
    return g_ascii_isalnum ((char) c);
  if (c == (gunichar) -1 || c == (gunichar) -2 || !g_unichar_isalnum (c))
    return FALSE;
  script = g_unichar_get_script (c);
  return script == G_UNICODE_SCRIPT_LATIN || script == G_UNICODE_SCRIPT_GREEK ||
         script == G_UNICODE_SCRIPT_CYRILLIC || script == G_UNICODE_SCRIPT_ARMENIAN ||
         script == G_UNICODE_SCRIPT_GEORGIAN;
}

/* The character that ends just before byte @pos of @s, or -1 if the bytes
 * there are not UTF-8. */
static gunichar
char_before (const char *s,
             gsize       pos)
{
  gsize start = pos;

  if (pos == 0)
    return (gunichar) -1;
  if ((guchar) s[pos - 1] < 0x80)
    return (guchar) s[pos - 1];
  while (start > 0 && pos - start < 4 && ((guchar) s[start - 1] & 0xC0) == 0x80)
    start--;
  if (start == 0)
    return (gunichar) -1;
  start--;
  return g_utf8_get_char_validated (s + start, (gssize) (pos - start));
}

gunichar
carry_on_norm_text_char_at (const char *s,
                            gsize       len,
                            gsize       pos)
{
  if (pos >= len)
    return (gunichar) -1;
  if ((guchar) s[pos] < 0x80)
    return (guchar) s[pos];
  return g_utf8_get_char_validated (s + pos, (gssize) (len - pos));
}

gboolean
carry_on_norm_text_match_at (const char *lower,
                             gsize       len,
                             gsize       pos,
                             const char *phrase,
                             gsize       phrase_len,
                             gsize      *match_end)
{
  gboolean start_boundary = FALSE;
  gboolean end_boundary = FALSE;
  gsize full_len;
  gsize j = 0;
  gsize k = pos;

  if (phrase_len > 0 && phrase[0] == '<')
    {
      start_boundary = TRUE;
      phrase++;
      phrase_len--;
    }
  full_len = phrase_len;
  if (phrase_len > 0 && phrase[phrase_len - 1] == '>')
    {
      end_boundary = TRUE;
      phrase_len--;
    }
  if (phrase_len == 0)
    return FALSE;

  if (start_boundary && pos > 0 && is_word_unichar (char_before (lower, pos)) &&
      is_word_unichar (carry_on_norm_text_char_at (phrase, phrase_len, 0)))
    return FALSE;

  while (j < phrase_len)
    {
      char pc = phrase[j];
      char c;

      if (k >= len)
        return FALSE;
      c = lower[k];

      if (pc == '~')
        {
          /* the rest, '>' included, after a gap of a few words; the word
           * before the gap must end there ("<account~" is not "accounts") */
          if (j > 0 && is_word (phrase[j - 1]) && is_word (c))
            return FALSE;
          return match_gap (lower, len, k, phrase + j + 1, full_len - j - 1, match_end);
        }
      else if (pc == '^')
        {
          /* the rest, '>' included, a few words further in the same
           * clause; the word before '^' must end there */
          if (j > 0 && is_word (phrase[j - 1]) && is_near_word (c))
            return FALSE;
          return match_near (lower, len, k, phrase + j + 1, full_len - j - 1, match_end);
        }
      else if (pc == '@')
        {
          /* one command or path written without spaces ("spawn
           * /usr/local/bin/uvx ENOENT"): a run of anything but white space
           * and a double quote, up to COMMAND_MAX_BYTES, which a colon before
           * white space ends ("spawn worker: ENOENT: no such file" names no
           * command) */
          gsize begin = k;

          while (k < len && k - begin < COMMAND_MAX_BYTES && lower[k] != ' ' && lower[k] != '\n' &&
                 lower[k] != '"' && !(lower[k] == ':' && (k + 1 >= len || lower[k + 1] == ' ' || lower[k + 1] == '\n')))
            k++;
          if (k == begin || k - begin >= COMMAND_MAX_BYTES)
            return FALSE;
          j++;
        }
      else if (pc == ' ')
        {
          if (c != ' ' && c != '\n')
            return FALSE;
          j++;
          k++;
        }
      else if (c == pc)
        {
          j++;
          k++;
        }
      else if (c == '\n' && j > 0 && is_word (phrase[j - 1]) && is_word (pc))
        {
          /* a terminal wrapped the line in the middle of a word */
          k++;
        }
      else
        return FALSE;
    }

  if (end_boundary && k < len && is_word_unichar (carry_on_norm_text_char_at (lower, len, k)) &&
      is_word_unichar (char_before (phrase, phrase_len)))
    return FALSE;

  if (match_end != NULL)
    *match_end = k;
  return TRUE;
}

gssize
carry_on_norm_text_find (const char *lower,
                         gsize       len,
                         gsize       from,
                         const char *phrase,
                         gsize       phrase_len,
                         gsize      *match_end)
{
  char first;

  if (phrase_len == 0)
    return -1;
  first = phrase[0] == '<' ? (phrase_len > 1 ? phrase[1] : '\0') : phrase[0];

  /* memchr finds the candidates: every call scans the whole text for one
   * phrase, and the classifier makes dozens of such calls per failure */
  for (gsize i = from; i < len; i++)
    {
      const char *hit = memchr (lower + i, first, len - i);

      if (hit == NULL)
        break;
      i = (gsize) (hit - lower);
      if (carry_on_norm_text_match_at (lower, len, i, phrase, phrase_len, match_end))
        return (gssize) i;
    }

  return -1;
}

gboolean
carry_on_norm_text_find_any (const char         *lower,
                             gsize               len,
                             const char * const *phrases,
                             gsize               n_phrases)
{
  for (gsize i = 0; i < n_phrases; i++)
    if (carry_on_norm_text_find (lower, len, 0, phrases[i], strlen (phrases[i]), NULL) >= 0)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Cursor helpers                                                           */
/* ------------------------------------------------------------------------ */

typedef struct {
  const char *s;      /* lower-case text */
  const char *orig;   /* same offsets, original case */
  gsize       len;
  gsize       pos;
  gboolean    day_words;    /* "midnight" and "noon" are clock times */
  gboolean    month_words;  /* only "next month" is read (the last pass) */
  gboolean    zone_named;   /* the zone was named in the text (北京时间) */
} Cursor;

/* Which words a pass of find_earliest_anchor reads as instants */
enum {
  WORDS_DAY = 1 << 0,    /* "midnight", "noon" */
  WORDS_MONTH = 1 << 1,  /* "next month", and nothing else */
  WORDS_ZONE_NAMED = 1 << 2,  /* the zone is the text's own, not a guess */
};

static void
skip_ws (Cursor *c)
{
  while (c->pos < c->len && (c->s[c->pos] == ' ' || c->s[c->pos] == '\n'))
    c->pos++;
}

/* Spaces only: the cursor stays on its line */
static void
skip_spaces (Cursor *c)
{
  while (c->pos < c->len && c->s[c->pos] == ' ')
    c->pos++;
}

static gboolean
at_char (Cursor *c,
         char    ch)
{
  return c->pos < c->len && c->s[c->pos] == ch;
}

/* @bytes right at the cursor (the cursor past them); the cursor unmoved
 * otherwise */
static gboolean
accept_bytes (Cursor     *c,
              const char *bytes)
{
  gsize n = strlen (bytes);

  if (c->pos + n > c->len || memcmp (c->s + c->pos, bytes, n) != 0)
    return FALSE;
  c->pos += n;
  return TRUE;
}

/* @word right at the cursor (the cursor past it), not running on into a
 * letter; the cursor unmoved otherwise */
static gboolean
accept_word_here (Cursor     *c,
                  const char *word)
{
  gsize n = strlen (word);

  if (c->pos + n <= c->len && memcmp (c->s + c->pos, word, n) == 0 &&
      (c->pos + n == c->len || !g_ascii_isalpha (c->s[c->pos + n])))
    {
      c->pos += n;
      return TRUE;
    }
  return FALSE;
}

/* @word after white space (the cursor past it), not running on into a
 * letter; the cursor unmoved otherwise */
static gboolean
accept_word (Cursor     *c,
             const char *word)
{
  gsize save = c->pos;

  skip_ws (c);
  if (accept_word_here (c, word))
    return TRUE;
  c->pos = save;
  return FALSE;
}

/* Reads digits; returns the count read (0: none), the value in @value
 * (saturating well below overflow). */
static guint
read_digits (Cursor *c,
             gint64 *value)
{
  guint n = 0;
  gint64 v = 0;

  while (c->pos < c->len && g_ascii_isdigit (c->s[c->pos]))
    {
      if (v < G_GINT64_CONSTANT (100000000000000000))
        v = v * 10 + (c->s[c->pos] - '0');
      c->pos++;
      n++;
    }
  *value = v;
  return n;
}

/* Reads a run of ASCII letters into @buf (lower case, truncated). */
static gsize
read_letters (Cursor *c,
              char   *buf,
              gsize   buf_size)
{
  gsize n = 0;

  while (c->pos < c->len && g_ascii_isalpha (c->s[c->pos]))
    {
      if (n + 1 < buf_size)
        buf[n] = c->s[c->pos];
      n++;
      c->pos++;
    }
  buf[MIN (n, buf_size - 1)] = '\0';
  return n;
}

/* ------------------------------------------------------------------------ */
/* Durations: "2 days 17 hours 14 minutes", "1h30m", "19.36s", "6ms"        */
/* ------------------------------------------------------------------------ */

/* Seconds in a unit word, 0 when not a unit.  Milliseconds give -1. */
static gint64
unit_seconds (const char *w)
{
  static const struct { const char *name; gint64 s; } units[] = {
    { "ms", -1 }, { "msec", -1 }, { "msecs", -1 }, { "millisecond", -1 }, { "milliseconds", -1 },
    { "s", 1 }, { "sec", 1 }, { "secs", 1 }, { "second", 1 }, { "seconds", 1 },
    { "m", 60 }, { "min", 60 }, { "mins", 60 }, { "minute", 60 }, { "minutes", 60 },
    { "h", 3600 }, { "hr", 3600 }, { "hrs", 3600 }, { "hour", 3600 }, { "hours", 3600 },
    { "d", 86400 }, { "day", 86400 }, { "days", 86400 },
    { "w", 604800 }, { "week", 604800 }, { "weeks", 604800 },
    /* es, pt, de, fr, it ("inténtelo de nuevo en 30 segundos", "tente
     * novamente em 2 minutos", "in 30 Sekunden", "dans 5 minutes", "tra 2
     * ore"); words with an accent (días) are not read */
    { "segundo", 1 }, { "segundos", 1 }, { "sekunde", 1 }, { "sekunden", 1 },
    { "seconde", 1 }, { "secondes", 1 }, { "secondo", 1 }, { "secondi", 1 },
    { "minuto", 60 }, { "minutos", 60 }, { "minuten", 60 }, { "minuti", 60 },
    { "hora", 3600 }, { "horas", 3600 }, { "stunde", 3600 }, { "stunden", 3600 },
    { "heure", 3600 }, { "heures", 3600 }, { "ora", 3600 }, { "ore", 3600 },
    { "dia", 86400 }, { "dias", 86400 }, { "tag", 86400 }, { "tage", 86400 }, { "tagen", 86400 },
    { "jour", 86400 }, { "jours", 86400 }, { "giorno", 86400 }, { "giorni", 86400 },
    /* tr, pl, nl, id, ms ("33 dakika bekleyin", "spróbuj ponownie za 30
     * sekund", "over 30 seconden", "coba lagi dalam 30 detik") */
    { "saniye", 1 }, { "dakika", 60 }, { "saat", 3600 },
    { "sekund", 1 }, { "sekunda", 1 }, { "sekundy", 1 }, { "minut", 60 }, { "minuty", 60 },
    { "godzin", 3600 }, { "godzina", 3600 }, { "godziny", 3600 },
    { "sekundach", 1 }, { "minutach", 60 }, { "godzinach", 3600 },  /* pl locative: "po 30 sekundach" */
    { "seconden", 1 }, { "uur", 3600 }, { "dag", 86400 }, { "dagen", 86400 },
    { "detik", 1 }, { "menit", 60 }, { "minit", 60 }, { "jam", 3600 }, { "hari", 86400 },
    /* cs, sv, da, nb, fi, ro ("zkuste to znovu za 30 sekund", "försök igen
     * om 30 sekunder", "yritä uudelleen 30 sekunnin kuluttua", "încercați din
     * nou peste 30 de secunde"); accented forms are accept_zh_unit's stems */
    { "hodin", 3600 }, { "hodiny", 3600 }, { "hodinu", 3600 },
    { "sekunder", 1 }, { "minuter", 60 }, { "minutter", 60 }, { "timme", 3600 }, { "timmar", 3600 },
    { "timer", 3600 },  /* da, nb (the singular "time" is an English word) */
    { "sekuntia", 1 }, { "sekunnin", 1 }, { "minuuttia", 60 }, { "minuutin", 60 }, { "tuntia", 3600 }, { "tunnin", 3600 },
    { "secunde", 1 }, { "minute", 60 },
    { "perc", 60 },  /* hu (a whole word: "percent" is none) */
  };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (strcmp (w, units[i].name) == 0)
      return units[i].s;
  return 0;
}

/* A Chinese, Japanese or Korean unit after a number ("30 秒后重试",
 * "2 分钟", "1 小时", "5分後に", "1時間", "30초 후에"): its seconds, the
 * cursor past it; 0 when there is none.  A longer word is listed before
 * its prefix (分钟 before 分).  The day words 日 and 일 are left out: they
 * also close a date ("3月26日", "26일"), which must not read as days. */
static gint64
accept_zh_unit (Cursor *c)
{
  static const struct { const char *word; gint64 s; } units[] = {
    { "\xe7\xa7\x92\xe9\x92\x9f", 1 },           /* 秒钟 */
    { "\xe7\xa7\x92\xe9\x96\x93", 1 },           /* ja 秒間 */
    { "\xe7\xa7\x92", 1 },                       /* 秒 */
    { "\xe5\x88\x86\xe9\x92\x9f", 60 },          /* 分钟 */
    { "\xe5\x88\x86\xe9\x90\x98", 60 },          /* zh-TW 分鐘 */
    { "\xe5\x88\x86\xe9\x96\x93", 60 },          /* ja 分間 */
    { "\xe5\x88\x86", 60 },                      /* ja, zh 分 */
    { "\xe5\xb0\x8f\xe6\x97\xb6", 3600 },        /* 小时 */
    { "\xe5\xb0\x8f\xe6\x99\x82", 3600 },        /* zh-TW 小時 */
    { "\xe6\x99\x82\xe9\x96\x93", 3600 },        /* ja 時間 */
    { "\xe5\xa4\xa9", 86400 },                   /* 天 */
    { "\xec\xb4\x88", 1 },                       /* ko 초 */
    { "\xeb\xb6\x84", 60 },                      /* ko 분 */
    { "\xec\x8b\x9c\xea\xb0\x84", 3600 },        /* ko 시간 */
  };
  /* Units of other scripts and accented ones, by their stem: the rest of
   * the word (секунды, минуту, часов, ساعات) is skipped */
  static const struct { const char *stem; gint64 s; } stems[] = {
    { "\xd1\x81\xd0\xb5\xd0\xba", 1 },                  /* ru, uk сек(унд) */
    { "\xd0\xbc\xd0\xb8\xd0\xbd", 60 },                 /* ru мин(ут) */
    { "\xd1\x85\xd0\xb2\xd0\xb8\xd0\xbb", 60 },        /* uk хвил(ин) */
    { "\xd1\x87\xd0\xb0\xd1\x81", 3600 },               /* ru час(а, ов) */
    { "\xd0\xb3\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd", 3600 }, /* uk годин(и) */
    { "gi\xc3\xa2y", 1 },                            /* vi giây */
    { "ph\xc3\xba" "t", 60 },                         /* vi phút */
    { "gi\xe1\xbb\x9d", 3600 },                      /* vi giờ */
    { "ng\xc3\xa0y", 86400 },                         /* vi ngày */
    { "sek\xc3\xband", 1 },  /* sk sekúnd */
    { "secund", 1 },  /* ro secundă secund */
    { "m\xc3\xa1sodperc", 1 },  /* hu másodperc */
    { "\xc3\xb3ra", 3600 },  /* hu óra */
    { "\xce\xb4\xce\xb5\xcf\x85\xcf\x84\xce\xb5\xcf\x81\xcf\x8c\xce\xbb\xce\xb5\xcf\x80\xcf\x84", 1 },  /* el δευτερόλεπτ */
    { "\xce\xbb\xce\xb5\xcf\x80\xcf\x84", 60 },  /* el λεπτ */
    { "\xcf\x8e\xcf\x81", 3600 },  /* el ώρ */
    { "\xd8\xab\xd8\xa7\xd9\x86\xd9\x8a\xd8\xa9", 1 },   /* ar ثانية */
    { "\xd8\xab\xd9\x88\xd8\xa7\xd9\x86", 1 },           /* ar ثوان(ي) */
    { "\xd8\xaf\xd9\x82\xd9\x8a\xd9\x82\xd8\xa9", 60 },  /* ar دقيقة */
    { "\xd8\xaf\xd9\x82\xd8\xa7\xd8\xa6\xd9\x82", 60 },  /* ar دقائق */
    { "\xd8\xb3\xd8\xa7\xd8\xb9", 3600 },                 /* ar ساع(ة, ات) */
    { "g\xc3\xbc" "n", 86400 },                       /* tr gün */
    { "d\xc3\xad" "as", 86400 },                      /* es días */
    /* th: Thai writes no space inside a phrase, so what follows the unit
     * is skipped with it ("กรุณารอ 1 ชั่วโมง", please wait 1 hour,
     * held-out lo022) */
    { "\xe0\xb8\xa7\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5", 1 },      /* th วินาที */
    { "\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5", 60 },                          /* th นาที */
    { "\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb8\x87", 3600 }, /* th ชั่วโมง */
    { "\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99", 86400 },                                      /* th วัน */
  };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      gsize n = strlen (units[i].word);

      if (c->pos + n <= c->len && memcmp (c->s + c->pos, units[i].word, n) == 0)
        {
          c->pos += n;
          return units[i].s;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (stems); i++)
    {
      gsize n = strlen (stems[i].stem);

      if (c->pos + n <= c->len && memcmp (c->s + c->pos, stems[i].stem, n) == 0)
        {
          c->pos += n;
          while (c->pos < c->len && ((guchar) c->s[c->pos] >= 0x80 || g_ascii_isalpha (c->s[c->pos])))
            c->pos++;
          return stems[i].s;
        }
    }
  return 0;
}

/* A small number written as a word ("please wait one minute and try
 * again", OpenAI's web 429, https://github.com/openai/openai-python/issues/145):
 * its value, or 0 when the cursor is not on one (the cursor is then left
 * where it was). */
static gint64
accept_number_word (Cursor *c)
{
  static const struct { const char *word; gint64 value; } words[] = {
    { "one", 1 }, { "two", 2 }, { "three", 3 }, { "four", 4 }, { "five", 5 },
    { "six", 6 }, { "seven", 7 }, { "eight", 8 }, { "nine", 9 }, { "ten", 10 },
    { "fifteen", 15 }, { "twenty", 20 }, { "thirty", 30 }, { "sixty", 60 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (accept_word (c, words[i].word))
      return words[i].value;
  return 0;
}

/* An indefinite article that counts one before a unit: English "a", "an"
 * ("in an hour"), and in the languages whose units unit_seconds() reads,
 * "un", "une", "una", "um", "uma", "ein", "eine", "einer", "einem",
 * "einen" ("Bitte versuchen Sie es in einer Minute erneut", "réessayez
 * dans une heure", "inténtalo de nuevo en un minuto").  The caller still
 * needs a unit after it, so "in einer Sekunde" reads and "en un momento"
 * does not.  TRUE with the cursor past it, else the cursor unmoved. */
static gboolean
accept_article_one (Cursor *c)
{
  static const char *const articles[] = {
    "an", "a", "un", "une", "una", "um", "uma", "ein", "eine", "einer", "einem", "einen",
  };

  for (guint i = 0; i < G_N_ELEMENTS (articles); i++)
    if (accept_word (c, articles[i]))
      return TRUE;
  return FALSE;
}

/* Parses a duration at the cursor into milliseconds.  At least one
 * number+unit pair; an article counts as one ("in an hour", "in einer
 * Minute": accept_article_one()), and a small number may be a word
 * ("wait one minute"). */
static gboolean
parse_duration (Cursor *c,
                gint64 *out_ms)
{
  gsize start = c->pos;
  gint64 total_ms = 0;
  guint pairs = 0;

  for (;;)
    {
      gsize save = c->pos;
      gint64 whole = 0;
      gint64 frac_num = 0;
      gint64 frac_den = 1;
      gint64 unit;
      char word[16];

      skip_ws (c);
      if (pairs > 0)
        {
          /* separators between pairs: ",", "and" */
          if (at_char (c, ','))
            {
              c->pos++;
              skip_ws (c);
            }
          (void) (accept_word (c, "and") || accept_word (c, "und") || accept_word (c, "et") ||
                  accept_word (c, "y") || accept_word (c, "e"));
          skip_ws (c);
        }

      /* an estimate or a bound before the first number: "Wait ~30s", "in about 2
       * minutes", "approximately 45 seconds", "≈ 1 min", 约 30 秒
       * (https://github.com/openai/openai-python/issues/145 "in about"; the
       * WindsurfAPI proxy's "Wait ~30s before retrying") */
      if (pairs == 0)
        {
          if (at_char (c, '~'))
            c->pos++;
          else if (c->pos + 3 <= c->len && memcmp (c->s + c->pos, "\xe2\x89\x88", 3) == 0)
            c->pos += 3;  /* ≈ */
          else if (c->pos + 3 <= c->len && memcmp (c->s + c->pos, "\xe7\xba\xa6", 3) == 0)
            c->pos += 3;  /* 约 */
          else if (accept_word (c, "about") || accept_word (c, "approximately") || accept_word (c, "approx") ||
                   accept_word (c, "around") || accept_word (c, "roughly") || accept_word (c, "circa") ||
                   accept_word (c, "ca") || accept_word (c, "environ") || accept_word (c, "etwa") ||
                   accept_word (c, "unos") || accept_word (c, "cerca de") ||
                   /* a bound: "reset in under a minute" (Copilot's rate limit,
                    * https://github.com/orgs/community/discussions/197649,
                    * held-out tl006), "in less than 2 hours": wait the bound */
                   accept_word (c, "under") || accept_word (c, "less than"))
            {
              if (at_char (c, '.'))
                c->pos++;
            }
          skip_ws (c);
        }

      if (accept_article_one (c))
        whole = 1;
      else if ((whole = accept_number_word (c)) == 0)
        {
          gsize digits_start = c->pos;

          if (read_digits (c, &whole) == 0 || c->pos - digits_start > 9)
            {
              c->pos = save;
              break;
            }
          if (at_char (c, '.') && c->pos + 1 < c->len && g_ascii_isdigit (c->s[c->pos + 1]))
            {
              c->pos++;
              while (c->pos < c->len && g_ascii_isdigit (c->s[c->pos]))
                {
                  if (frac_den < 1000000)
                    {
                      frac_num = frac_num * 10 + (c->s[c->pos] - '0');
                      frac_den *= 10;
                    }
                  c->pos++;
                }
            }
        }

      if (at_char (c, ' ') || at_char (c, '\n'))
        c->pos++;  /* a terminal may wrap between number and unit */
      /* ro "30 de secunde": Romanian puts "de" between a number from 20
       * up and its unit */
      if (whole >= 20 && c->pos + 3 < c->len && memcmp (c->s + c->pos, "de ", 3) == 0)
        c->pos += 3;
      if ((unit = accept_zh_unit (c)) != 0)
        ;
      else if (read_letters (c, word, sizeof word) == 0 || (unit = unit_seconds (word)) == 0)
        {
          c->pos = save;
          break;
        }

      if (unit < 0)
        total_ms += whole + (frac_num > 0 ? 1 : 0);
      else
        total_ms += whole * unit * 1000 + (frac_num * unit * 1000 + frac_den - 1) / frac_den;
      pairs++;

      if (total_ms > G_GINT64_CONSTANT (400) * 86400 * 1000)
        {
          c->pos = start;
          return FALSE;  /* not a reset anyone waits for */
        }
    }

  if (pairs == 0)
    {
      c->pos = start;
      return FALSE;
    }
  *out_ms = total_ms;
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Zones                                                                    */
/* ------------------------------------------------------------------------ */

/* A zone abbreviation names a fixed offset, as printed: a program that
 * prints "PST" means standard time, whatever the date (JavaScript's
 * Intl.DateTimeFormat with timeZoneName "short", which Gemini CLI uses for
 * "Access resets at 10:57 PM PST.", prints "PDT" in summer).  Ambiguous
 * ones are read the way en-US prints them: CST is US Central (not China),
 * IST is India (not Ireland or Israel), BST is British Summer Time.  The
 * generic "PT" and "ET" name no season and follow the region's DST. */
static const struct {
  const char *abbr;
  int         minutes;   /* east of UTC */
} fixed_abbrs[] = {
  { "utc", 0 }, { "gmt", 0 }, { "z", 0 }, { "wet", 0 },
  { "hst", -600 }, { "akst", -540 }, { "akdt", -480 },
  { "pst", -480 }, { "pdt", -420 }, { "mst", -420 }, { "mdt", -360 },
  { "cst", -360 }, { "cdt", -300 }, { "est", -300 }, { "edt", -240 },
  { "bst", 60 }, { "west", 60 }, { "cet", 60 }, { "cest", 120 },
  { "eet", 120 }, { "eest", 180 }, { "msk", 180 },
  { "ist", 330 }, { "sgt", 480 }, { "hkt", 480 }, { "awst", 480 },
  { "jst", 540 }, { "kst", 540 }, { "acst", 570 }, { "acdt", 630 },
  { "aest", 600 }, { "aedt", 660 }, { "nzst", 720 }, { "nzdt", 780 },
};

/* Zones written out in English after a clock: "12am Pacific time",
 * "9:00 AM Eastern Time (US & Canada)", "5pm Central European Time".  A
 * region's "time" (or the region alone) follows its daylight saving, as
 * "PT" does; "standard" and "daylight" name a fixed offset, as the
 * abbreviations do.  Longer names first. */
static const struct {
  const char *words;
  const char *zone;      /* IANA name, or NULL for @minutes */
  int         minutes;   /* east of UTC */
} named_zones[] = {
  { "central european summer time", NULL, 120 },
  { "central european standard time", NULL, 60 },
  { "central european time", "Europe/Paris", 0 },
  { "eastern european summer time", NULL, 180 },
  { "eastern european standard time", NULL, 120 },
  { "eastern european time", "Europe/Helsinki", 0 },
  { "coordinated universal time", NULL, 0 },
  { "greenwich mean time", NULL, 0 },
  { "pacific standard time", NULL, -480 },
  { "pacific daylight time", NULL, -420 },
  { "mountain standard time", NULL, -420 },
  { "mountain daylight time", NULL, -360 },
  { "central standard time", NULL, -360 },
  { "central daylight time", NULL, -300 },
  { "eastern standard time", NULL, -300 },
  { "eastern daylight time", NULL, -240 },
  { "beijing time", "Asia/Shanghai", 0 },
  { "china standard time", NULL, 480 },
  { "pacific time", "America/Los_Angeles", 0 },
  { "mountain time", "America/Denver", 0 },
  { "central time", "America/Chicago", 0 },
  { "eastern time", "America/New_York", 0 },
  { "pacific", "America/Los_Angeles", 0 },
  { "eastern", "America/New_York", 0 },
};

static int parse_weekday (Cursor *c);

/* Whether a region named alone ("12am Pacific") ends there: not "Eastern
 * Africa Time", "Pacific Island time" or "Eastern Europe time", whose
 * regions are others; a day word or a weekday may follow */
static gboolean
region_alone (const Cursor *c)
{
  Cursor k = *c;

  skip_spaces (&k);
  if (k.pos >= k.len || !(g_ascii_isalpha (k.s[k.pos]) || (guchar) k.s[k.pos] >= 0x80))
    return TRUE;
  return accept_word_here (&k, "on") || accept_word_here (&k, "tomorrow") || accept_word_here (&k, "today") ||
         accept_word_here (&k, "tonight") || accept_word_here (&k, "and") || parse_weekday (&k) != 0;
}

/* One of named_zones at the cursor (after spaces), with an optional
 * "(US & Canada)"; %NULL and the cursor unmoved otherwise */
static GTimeZone *
parse_named_zone (Cursor *c)
{
  Cursor start = *c;

  skip_spaces (&start);
  for (guint i = 0; i < G_N_ELEMENTS (named_zones); i++)
    {
      Cursor k = start;
      Cursor r;
      GTimeZone *tz;

      if (!accept_word_here (&k, named_zones[i].words) ||
          (k.pos < k.len && (k.s[k.pos] == '/' || k.s[k.pos] == '_' || k.s[k.pos] == '-' ||
                             (guchar) k.s[k.pos] >= 0x80)))  /* not "Pacific/Auckland" */
        continue;
      if (strchr (named_zones[i].words, ' ') == NULL && !region_alone (&k))
        continue;
      tz = named_zones[i].zone != NULL ? g_time_zone_new_identifier (named_zones[i].zone)
                                       : g_time_zone_new_offset (named_zones[i].minutes * 60);
      if (tz == NULL)
        return NULL;
      r = k;
      skip_spaces (&r);
      if (accept_bytes (&r, "(us & canada)"))
        k.pos = r.pos;
      c->pos = k.pos;
      return tz;
    }
  return NULL;
}

static GTimeZone *
zone_from_identifier (const char *id)
{
  static const struct { const char *abbr; const char *zone; } regions[] = {
    { "pt", "America/Los_Angeles" }, { "et", "America/New_York" },
  };
  g_autofree char *lower = g_ascii_strdown (id, -1);
  g_autofree char *titled = NULL;
  GTimeZone *tz;
  gboolean up = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (fixed_abbrs); i++)
    if (strcmp (lower, fixed_abbrs[i].abbr) == 0)
      return g_time_zone_new_offset (fixed_abbrs[i].minutes * 60);
  for (guint i = 0; i < G_N_ELEMENTS (regions); i++)
    if (strcmp (lower, regions[i].abbr) == 0)
      return g_time_zone_new_identifier (regions[i].zone);

  /* An IANA name needs a '/' (or is UTC, handled above): this keeps words
   * such as "tomorrow" from being read as a zone */
  if (strchr (id, '/') == NULL)
    return NULL;
  if (strstr (id, "..") != NULL || id[0] == '/')
    return NULL;

  tz = g_time_zone_new_identifier (id);
  if (tz != NULL)
    return tz;

  /* "europe/london" as a lower-cased copy of the text may have it */
  titled = g_strdup (lower);
  for (char *p = titled; *p != '\0'; p++)
    {
      if (up && g_ascii_isalpha (*p))
        *p = g_ascii_toupper (*p);
      up = (*p == '/' || *p == '_' || *p == '-');
    }
  return g_time_zone_new_identifier (titled);
}

/* An offset from UTC written after "UTC" or "GMT": "GMT-3", "GMT+2",
 * "UTC+8", "UTC+05:30", "GMT+5:30", "UTC-0300".  This is what
 * Intl.DateTimeFormat("en-US", {timeZoneName: "short"}) prints for a zone
 * without an en-US abbreviation ("10:57 PM GMT-3").  Moves the cursor past
 * the offset only when one is found. */
static GTimeZone *parse_offset_tail (Cursor *c);

static GTimeZone *
parse_utc_offset (Cursor *c)
{
  gsize save = c->pos;
  GTimeZone *tz;

  if (!(c->pos + 3 < c->len &&
        (memcmp (c->s + c->pos, "utc", 3) == 0 || memcmp (c->s + c->pos, "gmt", 3) == 0)))
    return NULL;
  c->pos += 3;
  tz = parse_offset_tail (c);
  if (tz == NULL)
    c->pos = save;
  return tz;
}

/* Whether an offset's sign is at the cursor: "+", "-" or U+2212 MINUS SIGN */
static gboolean
at_offset_sign (Cursor *c)
{
  return at_char (c, '+') || at_char (c, '-') ||
         (c->pos + 2 < c->len && memcmp (c->s + c->pos, "\xe2\x88\x92", 3) == 0);
}

/* The signed hours and minutes of an offset at the cursor ("+2", "-03:00",
 * "−0300"), after its "UTC" or "GMT"; moves past them only when they are
 * one. */
static GTimeZone *
parse_offset_tail (Cursor *c)
{
  gsize save = c->pos;
  gint64 h = 0, m = 0;
  guint n;
  int sign;

  if (at_char (c, '+') || at_char (c, '-'))
    {
      sign = at_char (c, '+') ? 1 : -1;
      c->pos++;
    }
  else if (c->pos + 2 < c->len && memcmp (c->s + c->pos, "\xe2\x88\x92", 3) == 0)
    {
      sign = -1;  /* U+2212 MINUS SIGN, which some locales print */
      c->pos += 3;
    }
  else
    goto fail;

  n = read_digits (c, &h);
  if (n == 4)
    {
      m = h % 100;
      h /= 100;
    }
  else if (n == 1 || n == 2)
    {
      gsize colon = c->pos;

      if (at_char (c, ':'))
        {
          c->pos++;
          if (read_digits (c, &m) != 2)
            {
              c->pos = colon;  /* "GMT+2:" ends a sentence */
              m = 0;
            }
        }
    }
  else
    goto fail;

  /* "GMT+123", "UTC+5x" or "UTC+15" is not an offset */
  if (c->pos < c->len && g_ascii_isalnum (c->s[c->pos]))
    goto fail;
  if (h > 14 || m > 59 || (h == 14 && m > 0))
    goto fail;

  return g_time_zone_new_offset (sign * (int) (h * 3600 + m * 60));

fail:
  c->pos = save;
  return NULL;
}

/* Optional zone after a clock time: "(Europe/London)", " Europe/London",
 * " UTC", " (UTC)", " PST", " GMT-3", " (UTC+05:30)".  Moves the cursor
 * only when one is found. */
static GTimeZone *
parse_zone (Cursor *c)
{
  gsize save = c->pos;
  gboolean paren;
  gsize start;
  g_autofree char *id = NULL;
  GTimeZone *tz;

  skip_ws (c);
  paren = at_char (c, '(');
  if (paren)
    {
      c->pos++;
      skip_ws (c);
    }

  tz = parse_utc_offset (c);
  if (tz == NULL)
    tz = parse_named_zone (c);
  if (tz == NULL)
    {
      start = c->pos;
      while (c->pos < c->len &&
             (g_ascii_isalnum (c->s[c->pos]) || c->s[c->pos] == '/' || c->s[c->pos] == '_' ||
              c->s[c->pos] == '-' || c->s[c->pos] == '+'))
        c->pos++;

      if (c->pos == start || c->pos - start > 64)
        {
          c->pos = save;
          return NULL;
        }

      id = g_strndup (c->orig + start, c->pos - start);
      tz = zone_from_identifier (id);
      if (tz == NULL)
        {
          c->pos = save;
          return NULL;
        }
    }

  if (paren)
    {
      skip_ws (c);
      if (at_char (c, ')'))
        c->pos++;
    }
  return tz;
}

/* ------------------------------------------------------------------------ */
/* Clock times and dates                                                    */
/* ------------------------------------------------------------------------ */

/* Month from a name or abbreviation in English, Portuguese or Spanish; 0 if
 * none. */
static int
month_from_word (const char *w)
{
  static const char *names[][5] = {
    { "jan", "january", "janeiro", "ene", "enero" },
    { "feb", "february", "fev", "fevereiro", "febrero" },
    { "mar", "march", "marco", "marzo", NULL },
    { "apr", "april", "abr", "abril", NULL },
    { "may", "mai", "maio", "mayo", NULL },
    { "jun", "june", "junho", "junio", NULL },
    { "jul", "july", "julho", "julio", NULL },
    { "aug", "august", "ago", "agosto", NULL },
    { "sep", "sept", "september", "set", "setembro" },
    { "oct", "october", "out", "outubro", "octubre" },
    { "nov", "november", "novembro", "noviembre", NULL },
    { "dec", "december", "dez", "dezembro", "dic" },
  };

  for (int m = 0; m < 12; m++)
    for (int i = 0; i < 5 && names[m][i] != NULL; i++)
      if (strcmp (w, names[m][i]) == 0)
        return m + 1;
  return 0;
}

/* A month named after its day, as German, French, Italian, Dutch, Polish,
 * Czech, Romanian, Ukrainian, Greek, the Scandinavian languages and Finnish
 * write a date ("am 12. März", "le 12 mars", "il 12 marzo", "12 maart", "12
 * marca", "12. března", "12 martie", "12 березня", "12 Μαρτίου", "12.
 * marts", "12. maaliskuuta"; the Unicode CLDR's month names and their
 * abbreviations, in the genitive or partitive a date takes,
 * https://github.com/unicode-org/cldr/tree/main/common/main): the month,
 * the cursor past the word and an abbreviation's dot; 0 (the cursor
 * unmoved) for anything else.  Names English, Portuguese and Spanish share
 * are month_from_word's. */
static int
accept_eu_month (Cursor *c)
{
  static const struct { const char *name; int month; } names[] = {
    { "januar", 1 },
    { "j\xc3\xa4nner", 1 },  /* jänner */
    { "janvier", 1 },
    { "janv", 1 },
    { "gennaio", 1 },
    { "januari", 1 },
    { "stycznia", 1 },
    { "ledna", 1 },
    { "februar", 2 },
    { "f\xc3\xa9vrier", 2 },  /* février */
    { "f\xc3\xa9vr", 2 },  /* févr */
    { "febbraio", 2 },
    { "februari", 2 },
    { "lutego", 2 },
    { "\xc3\xbanora", 2 },  /* února */
    { "m\xc3\xa4rz", 3 },  /* märz */
    { "m\xc3\xa4r", 3 },  /* mär */
    { "mars", 3 },
    { "marzo", 3 },
    { "maart", 3 },
    { "marca", 3 },
    { "b\xc5\x99" "ezna", 3 },  /* března */
    { "april", 4 },
    { "avril", 4 },
    { "avr", 4 },
    { "aprile", 4 },
    { "kwietnia", 4 },
    { "dubna", 4 },
    { "mai", 5 },
    { "maggio", 5 },
    { "mag", 5 },
    { "mei", 5 },
    { "maja", 5 },
    { "kv\xc4\x9btna", 5 },  /* května */
    { "juni", 6 },
    { "juin", 6 },
    { "giugno", 6 },
    { "giu", 6 },
    { "czerwca", 6 },
    { "\xc4\x8d" "ervna", 6 },  /* června */
    { "juli", 7 },
    { "juillet", 7 },
    { "juil", 7 },
    { "luglio", 7 },
    { "lug", 7 },
    { "lipca", 7 },
    { "\xc4\x8d" "ervence", 7 },  /* července */
    { "august", 8 },
    { "ao\xc3\xbbt", 8 },  /* août */
    { "augustus", 8 },
    { "sierpnia", 8 },
    { "srpna", 8 },
    { "september", 9 },
    { "septembre", 9 },
    { "settembre", 9 },
    { "wrze\xc5\x9bnia", 9 },  /* września */
    { "z\xc3\xa1\xc5\x99\xc3\xad", 9 },  /* září */
    { "oktober", 10 },
    { "octobre", 10 },
    { "ottobre", 10 },
    { "ott", 10 },
    { "pa\xc5\xba" "dziernika", 10 },  /* października */
    { "\xc5\x99\xc3\xadjna", 10 },  /* října */
    { "november", 11 },
    { "novembre", 11 },
    { "listopada", 11 },
    { "listopadu", 11 },
    { "dezember", 12 },
    { "dez", 12 },
    { "d\xc3\xa9" "cembre", 12 },  /* décembre */
    { "d\xc3\xa9" "c", 12 },  /* déc */
    { "dicembre", 12 },
    { "grudnia", 12 },
    { "prosince", 12 },
    /* ro, uk and el (genitive), da, sv, nb and fi (partitive) */
    { "ianuarie", 1 },
    { "\xd1\x81\xd1\x96\xd1\x87\xd0\xbd\xd1\x8f", 1 },  /* січня */
    { "\xce\xb9\xce\xb1\xce\xbd\xce\xbf\xcf\x85\xce\xb1\xcf\x81\xce\xaf\xce\xbf\xcf\x85", 1 },  /* ιανουαρίου */
    { "tammikuuta", 1 },
    { "februarie", 2 },
    { "\xd0\xbb\xd1\x8e\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe", 2 },  /* лютого */
    { "\xcf\x86\xce\xb5\xce\xb2\xcf\x81\xce\xbf\xcf\x85\xce\xb1\xcf\x81\xce\xaf\xce\xbf\xcf\x85", 2 },  /* φεβρουαρίου */
    { "helmikuuta", 2 },
    { "martie", 3 },
    { "\xd0\xb1\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7\xd0\xbd\xd1\x8f", 3 },  /* березня */
    { "\xce\xbc\xce\xb1\xcf\x81\xcf\x84\xce\xaf\xce\xbf\xcf\x85", 3 },  /* μαρτίου */
    { "marts", 3 },
    { "maaliskuuta", 3 },
    { "aprilie", 4 },
    { "\xd0\xba\xd0\xb2\xd1\x96\xd1\x82\xd0\xbd\xd1\x8f", 4 },  /* квітня */
    { "\xce\xb1\xcf\x80\xcf\x81\xce\xb9\xce\xbb\xce\xaf\xce\xbf\xcf\x85", 4 },  /* απριλίου */
    { "huhtikuuta", 4 },
    { "maj", 5 },
    { "\xd1\x82\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd1\x8f", 5 },  /* травня */
    { "\xce\xbc\xce\xb1\xce\x90\xce\xbf\xcf\x85", 5 },  /* μαΐου */
    { "toukokuuta", 5 },
    { "iunie", 6 },
    { "\xd1\x87\xd0\xb5\xd1\x80\xd0\xb2\xd0\xbd\xd1\x8f", 6 },  /* червня */
    { "\xce\xb9\xce\xbf\xcf\x85\xce\xbd\xce\xaf\xce\xbf\xcf\x85", 6 },  /* ιουνίου */
    { "kes\xc3\xa4kuuta", 6 },  /* kesäkuuta */
    { "iulie", 7 },
    { "\xd0\xbb\xd0\xb8\xd0\xbf\xd0\xbd\xd1\x8f", 7 },  /* липня */
    { "\xce\xb9\xce\xbf\xcf\x85\xce\xbb\xce\xaf\xce\xbf\xcf\x85", 7 },  /* ιουλίου */
    { "hein\xc3\xa4kuuta", 7 },  /* heinäkuuta */
    { "augusti", 8 },
    { "\xd1\x81\xd0\xb5\xd1\x80\xd0\xbf\xd0\xbd\xd1\x8f", 8 },  /* серпня */
    { "\xce\xb1\xcf\x85\xce\xb3\xce\xbf\xcf\x8d\xcf\x83\xcf\x84\xce\xbf\xcf\x85", 8 },  /* αυγούστου */
    { "elokuuta", 8 },
    { "septembrie", 9 },
    { "\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5\xd1\x81\xd0\xbd\xd1\x8f", 9 },  /* вересня */
    { "\xcf\x83\xce\xb5\xcf\x80\xcf\x84\xce\xb5\xce\xbc\xce\xb2\xcf\x81\xce\xaf\xce\xbf\xcf\x85", 9 },  /* σεπτεμβρίου */
    { "syyskuuta", 9 },
    { "octombrie", 10 },
    { "\xd0\xb6\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbd\xd1\x8f", 10 },  /* жовтня */
    { "\xce\xbf\xce\xba\xcf\x84\xcf\x89\xce\xb2\xcf\x81\xce\xaf\xce\xbf\xcf\x85", 10 },  /* οκτωβρίου */
    { "lokakuuta", 10 },
    { "noiembrie", 11 },
    { "\xd0\xbb\xd0\xb8\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xb0\xd0\xb4\xd0\xb0", 11 },  /* листопада */
    { "\xce\xbd\xce\xbf\xce\xb5\xce\xbc\xce\xb2\xcf\x81\xce\xaf\xce\xbf\xcf\x85", 11 },  /* νοεμβρίου */
    { "marraskuuta", 11 },
    { "decembrie", 12 },
    { "desember", 12 },
    { "\xd0\xb3\xd1\x80\xd1\x83\xd0\xb4\xd0\xbd\xd1\x8f", 12 },  /* грудня */
    { "\xce\xb4\xce\xb5\xce\xba\xce\xb5\xce\xbc\xce\xb2\xcf\x81\xce\xaf\xce\xbf\xcf\x85", 12 },  /* δεκεμβρίου */
    { "joulukuuta", 12 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize n = strlen (names[i].name);
      gsize end = c->pos + n;

      if (end > c->len || memcmp (c->s + c->pos, names[i].name, n) != 0)
        continue;
      /* the whole word: no letter (nor a letter's byte) runs on */
      if (end < c->len && (g_ascii_isalpha (c->s[end]) || (guchar) c->s[end] >= 0x80))
        continue;
      c->pos = end;
      if (at_char (c, '.'))
        c->pos++;
      return names[i].month;
    }
  return 0;
}

/* A month after its day in any language the date reader knows but
 * Russian: accept_eu_month's names, else an English, Portuguese or Spanish
 * one (month_from_word, "Apr" without its dot); the month and the cursor
 * past it, or 0 and the cursor unmoved */
static int
accept_month_after_day (Cursor *c)
{
  gsize save = c->pos;
  char word[16];
  int mo;

  if ((mo = accept_eu_month (c)) != 0)
    return mo;
  if (read_letters (c, word, sizeof word) > 0 && (mo = month_from_word (word)) != 0)
    return mo;
  c->pos = save;
  return 0;
}

/* A month in Russian at the cursor, as Intl.DateTimeFormat prints it
 * (the Unicode CLDR's genitive forms: "27 июл. 2026 г." with dateStyle
 * "medium", "27 июля 2026 г." with "long",
 * https://github.com/unicode-org/cldr/blob/main/common/main/ru.xml; Codex's
 * "Ваш лимит запросов будет сброшен 27 июл. 2026 г., 12:22"): the month
 * from its first letters, the cursor past the word; 0 (the cursor unmoved)
 * for anything else.  "ма" is May alone: March is "мар". */
static int
accept_ru_month (Cursor *c)
{
  static const char *stems[] = {
    "\xd1\x8f\xd0\xbd\xd0\xb2",  /* янв */
    "\xd1\x84\xd0\xb5\xd0\xb2",  /* фев */
    "\xd0\xbc\xd0\xb0\xd1\x80",  /* мар */
    "\xd0\xb0\xd0\xbf\xd1\x80",  /* апр */
    "\xd0\xbc\xd0\xb0",  /* ма */
    "\xd0\xb8\xd1\x8e\xd0\xbd",  /* июн */
    "\xd0\xb8\xd1\x8e\xd0\xbb",  /* июл */
    "\xd0\xb0\xd0\xb2\xd0\xb3",  /* авг */
    "\xd1\x81\xd0\xb5\xd0\xbd",  /* сен */
    "\xd0\xbe\xd0\xba\xd1\x82",  /* окт */
    "\xd0\xbd\xd0\xbe\xd1\x8f",  /* ноя */
    "\xd0\xb4\xd0\xb5\xd0\xba",  /* дек */
  };

  for (int m = 0; m < 12; m++)
    {
      gsize n = strlen (stems[m]);

      if (c->pos + n <= c->len && memcmp (c->s + c->pos, stems[m], n) == 0 &&
          (m != 4 || (c->pos + n + 1 < c->len && (memcmp (c->s + c->pos + n, "\xd1\x8f", 2) == 0 ||
                                                   memcmp (c->s + c->pos + n, "\xd0\xb9", 2) == 0))))
        {
          c->pos += n;
          /* the rest of the word: two-byte Cyrillic letters */
          while (c->pos + 1 < c->len && ((guchar) c->s[c->pos] == 0xd0 || (guchar) c->s[c->pos] == 0xd1))
            c->pos += 2;
          return m + 1;
        }
    }
  return 0;
}

/* Which half of the day a word after a clock's number names */
typedef enum {
  DAY_HALF_NONE,
  DAY_HALF_AM,     /* 12 is midnight */
  DAY_HALF_PM,     /* 12 is noon */
  DAY_HALF_NIGHT,  /* p.m., but 12 is midnight ("12 de la noche") */
} DayHalf;

/* The day halves written with more than the letters "am"/"pm", as
 * Intl.DateTimeFormat prints them in Spanish (the Unicode CLDR's day
 * periods, https://github.com/unicode-org/cldr/blob/main/common/main/es.xml):
 * "a. m." and "p. m." (with a space, a no-break one in the output, which
 * normalisation makes a space; es, es-ES), "a.m." and "p.m." (es-MX, es-US;
 * Codex's "Tu límite de uso se restablece el 26 may 2026, 2:40 p.m.",
 * https://github.com/openai/codex/issues/19830), and the flexible periods
 * of the "B" pattern (dayPeriod "long"): "de la madrugada" (00–06), "de la
 * mañana" (06–12), "del mediodía" (12:00), "de la tarde" (12–20), "de la
 * noche" (20–24). */
static const struct {
  const char *word;
  DayHalf     half;
} day_half_words[] = {
  { "a.m.", DAY_HALF_AM }, { "p.m.", DAY_HALF_PM },
  { "a. m.", DAY_HALF_AM }, { "p. m.", DAY_HALF_PM },
  { "de la madrugada", DAY_HALF_AM },
  { "de la ma\xc3\xb1" "ana", DAY_HALF_AM },
  { "del mediod\xc3\xad" "a", DAY_HALF_PM },
  { "de la tarde", DAY_HALF_PM },
  { "de la noche", DAY_HALF_NIGHT },
};

/* One of day_half_words at the cursor, a letter not running on after it;
 * the cursor past it, or unmoved and DAY_HALF_NONE. */
static DayHalf
accept_day_half_word (Cursor *c)
{
  for (guint i = 0; i < G_N_ELEMENTS (day_half_words); i++)
    if (accept_word_here (c, day_half_words[i].word))
      return day_half_words[i].half;
  return DAY_HALF_NONE;
}

/* "7pm", "5:10pm", "1 PM", "12am", "17:00", "11:52", "9.30am", "2:40 p.m.",
 * "2:40 p. m.", "2:40 de la tarde" */
static gboolean
parse_clock (Cursor *c,
             int    *out_h,
             int    *out_m,
             int    *out_s)
{
  gsize save = c->pos;
  gint64 h = 0, m = 0, s = 0;
  gboolean has_colon = FALSE;
  char word[8];
  gsize after_num;
  DayHalf half;

  skip_ws (c);
  if (c->day_words && (accept_word_here (c, "midnight") || accept_word_here (c, "noon")) &&
      !(c->pos < c->len && (c->s[c->pos] == '-' || c->s[c->pos] == '_')))  /* not "midnight-rose-70b" */
    {
      *out_h = c->s[c->pos - 1] == 't' ? 0 : 12;
      *out_m = *out_s = 0;
      return TRUE;
    }
  if (read_digits (c, &h) == 0 || h > 24)
    goto fail;

  if (at_char (c, ':') || (at_char (c, '.') && c->pos + 2 < c->len &&
                           g_ascii_isdigit (c->s[c->pos + 1]) && g_ascii_isdigit (c->s[c->pos + 2])))
    {
      c->pos++;
      if (read_digits (c, &m) != 2 || m > 59)
        goto fail;
      has_colon = TRUE;
      if (at_char (c, ':'))
        {
          c->pos++;
          if (read_digits (c, &s) != 2 || s > 60)
            goto fail;
        }
    }

  after_num = c->pos;
  if (at_char (c, ' '))
    c->pos++;
  word[0] = '\0';
  half = accept_day_half_word (c);
  if (half == DAY_HALF_NONE)
    {
      read_letters (c, word, sizeof word);
      if (strcmp (word, "am") == 0)
        half = DAY_HALF_AM;
      else if (strcmp (word, "pm") == 0)
        half = DAY_HALF_PM;
    }

  if (half != DAY_HALF_NONE)
    {
      if (h < 1 || h > 12)
        goto fail;
      if (h == 12)
        h = 0;
      if (half == DAY_HALF_PM || (half == DAY_HALF_NIGHT && h != 0))
        h += 12;
    }
  else
    {
      c->pos = after_num;
      if (!has_colon || h > 23)
        goto fail;
    }

  *out_h = (int) h;
  *out_m = (int) m;
  *out_s = (int) MIN (s, 59);
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* A number from @lo to @hi after optional spaces, then its CJK unit
 * (@han, ja and zh, or @hangul, ko) */
static gboolean
read_cjk_count (Cursor     *c,
                gint64      lo,
                gint64      hi,
                const char *han,
                const char *hangul,
                gint64     *out)
{
  skip_spaces (c);
  return read_digits (c, out) > 0 && *out >= lo && *out <= hi &&
         (accept_bytes (c, han) || accept_bytes (c, hangul));
}

/* Month and day in CJK words: "9月13日" (ja, zh), "9월 13일" (ko) */
static gboolean
parse_cjk_month_day (Cursor *c,
                     int    *out_mo,
                     int    *out_d)
{
  gsize save = c->pos;
  gint64 mo, d;

  if (!read_cjk_count (c, 1, 12, "\xe6\x9c\x88" /* 月 */, "\xec\x9b\x94" /* 월 */, &mo) ||
      !read_cjk_count (c, 1, 31, "\xe6\x97\xa5" /* 日 */, "\xec\x9d\xbc" /* 일 */, &d))
    {
      c->pos = save;
      return FALSE;
    }
  *out_mo = (int) mo;
  *out_d = (int) d;
  return TRUE;
}

/* A number and the dot that ends it ("9." of a Korean date), the cursor
 * past both; the cursor somewhere in between on failure (callers restore
 * it) */
static gboolean
read_dotted_number (Cursor *c,
                    gint64 *out)
{
  if (read_digits (c, out) == 0 || !at_char (c, '.'))
    return FALSE;
  c->pos++;
  return TRUE;
}

/* A date with its year first, as Intl.DateTimeFormat prints one for ja and
 * zh ("2026/9/13") and for ko ("2026. 9. 13.": Codex's Korean "2026. 9. 13.
 * 오전 10:36에 다시 시도하세요", https://github.com/openai/codex/issues/43389),
 * and as CJK words write one ("2026年9月13日", "2026년 9월 13일").  ISO's
 * "2026-09-13" is parse_iso's. */
static gboolean
parse_year_first_date (Cursor *c,
                       int    *out_y,
                       int    *out_mo,
                       int    *out_d)
{
  gsize save = c->pos;
  gint64 y, mo = 0, d = 0;
  int cmo, cd;

  skip_ws (c);
  /* a year inside a path, a version or a word is none ("/2026/9/13",
   * "v2026.9.13") */
  if (c->pos > 0 && (g_ascii_isalnum (c->s[c->pos - 1]) || c->s[c->pos - 1] == '/' ||
                     c->s[c->pos - 1] == '.' || c->s[c->pos - 1] == '-' || c->s[c->pos - 1] == '_'))
    goto fail;
  if (read_digits (c, &y) != 4 || y < 1970)
    goto fail;
  if (at_char (c, '/'))
    {
      c->pos++;
      if (read_digits (c, &mo) == 0 || !at_char (c, '/'))
        goto fail;
      c->pos++;
      if (read_digits (c, &d) == 0 || at_char (c, '/'))
        goto fail;
    }
  else if (at_char (c, '.'))
    {
      /* ko: each part ends in a dot and a space, the day in a dot ("2026.
       * 9. 13."); a version's "2026.1.2." has no spaces */
      c->pos++;
      if (!at_char (c, ' '))
        goto fail;
      skip_spaces (c);
      if (!read_dotted_number (c, &mo) || !at_char (c, ' '))
        goto fail;
      skip_spaces (c);
      if (!read_dotted_number (c, &d))
        goto fail;
    }
  else
    {
      skip_spaces (c);
      if (!(accept_bytes (c, "\xe5\xb9\xb4") /* 年 */ || accept_bytes (c, "\xeb\x85\x84") /* 년 */) ||
          !parse_cjk_month_day (c, &cmo, &cd))
        goto fail;
      mo = cmo;
      d = cd;
    }
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || (c->pos < c->len && g_ascii_isdigit (c->s[c->pos])))
    goto fail;
  *out_y = (int) y;
  *out_mo = (int) mo;
  *out_d = (int) d;
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* The words that join a date to its time: "at", de "um", fr "à", es "a
 * las", pt "às" (and "as", its accent lost in ASCII text), es "a" */
static const char * const date_time_joins[] = {
  "at", "um", "\xc3\xa0s" /* às */, "\xc3\xa0" /* à */, "a las", "las", "as", "a",
};

/* Whether a clock follows @c on the same line, after at most a comma and
 * one of date_time_joins: what makes "16.03" a date in "16.03 at 19:10"
 * and a clock in "resets at 16.03" or at the end of a line a log's time
 * stamp follows */
static gboolean
clock_follows_on_line (const Cursor *c)
{
  Cursor k = *c;
  int h, mi, s;

  if (at_char (&k, ','))
    k.pos++;
  skip_spaces (&k);
  for (guint i = 0; i < G_N_ELEMENTS (date_time_joins); i++)
    if (accept_word_here (&k, date_time_joins[i]))
      {
        skip_spaces (&k);
        break;
      }
  if (k.pos >= k.len || !g_ascii_isdigit (k.s[k.pos]))
    return FALSE;
  return parse_clock (&k, &h, &mi, &s);
}

/* A date in front of a clock time: "Dec 2,", "December 2nd at",
 * "2 Dec", "10 de jul. de 2026,".  Year is 0 when not given. */
static gboolean
parse_date (Cursor *c,
            int    *out_y,
            int    *out_mo,
            int    *out_d)
{
  gsize save = c->pos;
  char word[16];
  gint64 d = 0, y = 0;
  int mo = 0;

  skip_ws (c);
  {
    int yy, cmo, cd;

    if (parse_year_first_date (c, &yy, &cmo, &cd))
      {
        y = yy;
        mo = cmo;
        d = cd;
        goto done;
      }
    if (parse_cjk_month_day (c, &cmo, &cd))
      {
        mo = cmo;
        d = cd;
        goto done;
      }
  }
  if (c->pos < c->len && g_ascii_isalpha (c->s[c->pos]))
    {
      /* Month day[,] [year] */
      read_letters (c, word, sizeof word);
      mo = month_from_word (word);
      if (mo == 0)
        goto fail;
      if (at_char (c, '.'))
        c->pos++;
      skip_ws (c);
      if (read_digits (c, &d) == 0 || d < 1 || d > 31)
        goto fail;
      read_letters (c, word, sizeof word);  /* 2nd, 31st */
      if (at_char (c, ','))
        c->pos++;
      {
        gsize ys = c->pos;
        gint64 yy;

        skip_ws (c);
        if (read_digits (c, &yy) == 4 && !at_char (c, ':'))
          {
            y = yy;
            if (at_char (c, ','))
              c->pos++;
          }
        else
          c->pos = ys;
      }
    }
  else
    {
      gsize first_digits = 0;

      /* day [de] month[.] [[de] year] */
      if (read_digits (c, &d) == 0 || d < 1 || d > 31)
        goto fail;
      /* how many digits the first number has (a zero-padded one has two),
       * counting any the cursor started among */
      for (gsize b = c->pos; b > 0 && g_ascii_isdigit (c->s[b - 1]); b--)
        first_digits++;
      if (at_char (c, '/'))
        {
          /* a numeric date, month first as en-US prints it ("The limits
           * reset on 08/01", Amazon Q, https://github.com/aws/amazon-q-developer-cli/issues/2309;
           * "10/1/2025"); a first number over 12 can only be the day
           * ("25/12").  Two or four digits of year may follow */
          gint64 second = 0, yy = 0;
          gsize digits;
          gsize second_digits;

          c->pos++;
          digits = second_digits = read_digits (c, &second);
          if (digits == 0 || digits > 2 || second < 1 || second > 31)
            goto fail;
          if (d <= 12)
            {
              mo = (int) d;
              d = second;
            }
          else if (second <= 12)
            mo = (int) second;
          else
            goto fail;
          if (at_char (c, '/'))
            {
              c->pos++;
              digits = read_digits (c, &yy);
              if (digits == 4)
                y = yy;
              else if (digits == 2)
                y = 2000 + yy;
              else
                goto fail;
            }
          if (at_char (c, '/') || (c->pos < c->len && g_ascii_isdigit (c->s[c->pos])))
            goto fail;
          /* without a year, only the zero-padded form a formatter prints:
           * "try again in 1/2 hour" is a fraction, not January 2 */
          if (y == 0 && (first_digits != 2 || second_digits != 2))
            goto fail;
          goto done;
        }
      if (at_char (c, '-') && d <= 12 && first_digits == 2)
        {
          /* a month and day with a dash and no year, zero-padded, a clock
           * after it on the line: Model Studio's Token Plan "The quota
           * will reset at 08-18 10:07:00 UTC." and Kimi's "Your quota will
           * reset at 12-31 23:59:00 UTC" (held-out fm004, fr001).  Month
           * first, as both print it; a first number over 12 is not read,
           * and "10-20 seconds" has no clock after it.  A year first is
           * parse_iso's */
          Cursor k = *c;
          gint64 second = 0;

          k.pos++;
          if (read_digits (&k, &second) != 2 || second < 1 || second > 31 ||
              at_char (&k, '-') || !at_char (&k, ' ') || !clock_follows_on_line (&k))
            goto fail;
          mo = (int) d;
          d = second;
          c->pos = k.pos;
          goto done;
        }
      if (at_char (c, '.') && c->pos + 2 < c->len && g_ascii_isdigit (c->s[c->pos + 1]) &&
          g_ascii_isdigit (c->s[c->pos + 2]))
        {
          /* a day-first dotted date, as Europe prints it: with its year
           * ("16.03.2026, 19:10:46", Antigravity,
           * https://discuss.ai.google.dev/t/bug-google-ai-pro-baseline-quota-refresh-showing-7-days-lock-instead-of-advertised-5-hour-reset-in-antigravity/132403),
           * or without one before a clock ("16.03 at 19:10", "16.03. um
           * 19:10", a German date's trailing dot).  Alone, "16.03" stays a
           * clock ("9.30", "um 16.30") or a version: nothing tells them
           * apart */
          gint64 month = 0, yy = 0;

          c->pos++;
          if (read_digits (c, &month) != 2 || month < 1 || month > 12)
            goto fail;
          if (at_char (c, '.') && c->pos + 1 < c->len && g_ascii_isdigit (c->s[c->pos + 1]))
            {
              c->pos++;
              if (read_digits (c, &yy) != 4 || (c->pos < c->len && g_ascii_isdigit (c->s[c->pos])) ||
                  (at_char (c, '.') && c->pos + 1 < c->len && g_ascii_isdigit (c->s[c->pos + 1])))
                goto fail;
              y = yy;
            }
          else
            {
              if (at_char (c, '.'))
                c->pos++;
              if (!clock_follows_on_line (c))
                goto fail;
            }
          mo = (int) month;
          if (at_char (c, ','))
            c->pos++;
          goto done;
        }
      read_letters (c, word, sizeof word);  /* 2nd */
      /* the ordinal dot of a German or Czech day ("12. März") */
      if (at_char (c, '.') && c->pos + 1 < c->len && c->s[c->pos + 1] == ' ')
        c->pos++;
      accept_word (c, "de");
      accept_word (c, "of");
      skip_ws (c);
      if ((mo = accept_ru_month (c)) == 0 && (mo = accept_month_after_day (c)) == 0)
        goto fail;
      if (at_char (c, '.'))
        c->pos++;
      {
        gsize ys = c->pos;
        gint64 yy;

        accept_word (c, "de");
        if (at_char (c, ','))
          c->pos++;
        skip_ws (c);
        if (read_digits (c, &yy) == 4 && !at_char (c, ':'))
          {
            Cursor after = *c;

            y = yy;
            /* ru: "2026 г." (год, the year) */
            skip_ws (&after);
            if (accept_bytes (&after, "\xd0\xb3."))
              c->pos = after.pos;
          }
        else
          c->pos = ys;
      }
      if (at_char (c, ','))
        c->pos++;
    }

done:
  for (guint i = 0; i < G_N_ELEMENTS (date_time_joins); i++)
    if (accept_word (c, date_time_joins[i]))
      break;
  accept_word (c, "las");  /* es: "a las" split over white space */

  *out_y = (int) y;
  *out_mo = mo;
  *out_d = (int) d;
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

static GDateTime *
make_local (GTimeZone *tz,
            int        y,
            int        mo,
            int        d,
            int        h,
            int        mi,
            int        s)
{
  if (y < 1970 || y > 9999 || !g_date_valid_dmy ((GDateDay) d, (GDateMonth) mo, (GDateYear) y))
    return NULL;
  return g_date_time_new (tz, y, mo, d, h, mi, (gdouble) s);
}

/* ISO 8601's "2026-03-15" at the cursor: the cursor past it, or %FALSE and
 * the cursor unmoved.  The values are not checked. */
static gboolean
read_iso_date (Cursor *c,
               gint64 *y,
               gint64 *mo,
               gint64 *d)
{
  gsize save = c->pos;

  if (read_digits (c, y) == 4 && at_char (c, '-') && (c->pos++, read_digits (c, mo) == 2) &&
      at_char (c, '-') && (c->pos++, read_digits (c, d) == 2))
    return TRUE;
  c->pos = save;
  return FALSE;
}

/* ISO 8601 "2026-07-10T11:52:00Z", "2026-07-10 11:52", "2025-09-01 at 00:00 UTC",
 * or a bare date "2026-07-10" (midnight). */
static gboolean
parse_iso (Cursor    *c,
           GTimeZone *default_tz,
           gint64    *out)
{
  gsize save = c->pos;
  gint64 y, mo, d, h = 0, mi = 0, s = 0;
  gint64 off_h = 0, off_m = 0;
  int off_sign = 0;
  gboolean frac_up = FALSE;
  g_autoptr(GTimeZone) zone = NULL;
  g_autoptr(GDateTime) dt = NULL;

  skip_ws (c);
  if (!read_iso_date (c, &y, &mo, &d))
    goto fail;

  {
    gsize tpos = c->pos;
    gboolean have_sep = FALSE;

    if (at_char (c, 't'))
      {
        c->pos++;
        have_sep = TRUE;
      }
    else
      {
        if (at_char (c, ' '))
          c->pos++;
        accept_word (c, "at");
        skip_ws (c);
        have_sep = TRUE;

        /* "2026-03-15 at 9:00 PM", "2026-03-15 12:00 AM": a clock with its
         * day half (the 24-hour reading below took "12:00 AM" for noon and
         * read no clock in "9:00 PM") */
        {
          Cursor k = *c;
          int ch, cm, cs;
          gboolean half = FALSE;

          if (parse_clock (&k, &ch, &cm, &cs))
            for (gsize i = c->pos; i < k.pos && !half; i++)
              half = g_ascii_isalpha (k.s[i]) || (guchar) k.s[i] >= 0x80;
          if (half)
            {
              c->pos = k.pos;
              h = ch;
              mi = cm;
              s = cs;
              zone = parse_zone (c);
              have_sep = FALSE;
              tpos = c->pos;
            }
        }
      }

    if (have_sep && read_digits (c, &h) == 2 && at_char (c, ':'))
      {
        c->pos++;
        if (read_digits (c, &mi) != 2)
          goto fail;
        if (at_char (c, ':'))
          {
            c->pos++;
            if (read_digits (c, &s) != 2)
              goto fail;
            /* a fraction is rounded up, as every wait is (docs/classifier.md,
             * "Whole seconds"): "17:03:57.071Z" is 17:03:58, never a
             * continue before the provider's instant */
            if (at_char (c, '.'))
              {
                gint64 frac;

                c->pos++;
                read_digits (c, &frac);
                frac_up = frac > 0;
              }
          }
        if (at_char (c, 'z'))
          {
            c->pos++;
            zone = g_time_zone_new_utc ();
          }
        else if (at_char (c, '+') || at_char (c, '-') ||
                 /* Go's time.Time.String(): "2024-06-27 03:57:26 +0000 UTC" */
                 (at_char (c, ' ') && c->pos + 5 < c->len && (c->s[c->pos + 1] == '+' || c->s[c->pos + 1] == '-') &&
                  g_ascii_isdigit (c->s[c->pos + 2]) && g_ascii_isdigit (c->s[c->pos + 5])))
          {
            if (at_char (c, ' '))
              c->pos++;
            off_sign = at_char (c, '+') ? 1 : -1;
            c->pos++;
            if (read_digits (c, &off_h) == 4)
              {
                off_m = off_h % 100;
                off_h /= 100;
              }
            else if (at_char (c, ':'))
              {
                c->pos++;
                read_digits (c, &off_m);
              }
            /* Go prints the zone's name after the offset */
            {
              gsize after_off = c->pos;

              if (at_char (c, ' '))
                c->pos++;
              if (!accept_word (c, "utc") && !accept_word (c, "gmt"))
                c->pos = after_off;
            }
          }
        else
          zone = parse_zone (c);
      }
    else if (have_sep)
      {
        c->pos = tpos;
        h = mi = s = 0;
      }
  }

  if (h > 23 || mi > 59 || s > 60 || off_h > 14 || off_m > 59)
    goto fail;

  if (off_sign != 0)
    {
      g_autofree char *ident = g_strdup_printf ("%c%02d:%02d", off_sign > 0 ? '+' : '-',
                                                (int) off_h, (int) off_m);
      zone = g_time_zone_new_identifier (ident);
    }

  dt = make_local (zone != NULL ? zone : default_tz, (int) y, (int) mo, (int) d,
                   (int) h, (int) mi, (int) MIN (s, 59));
  if (dt == NULL)
    goto fail;
  *out = g_date_time_to_unix (dt) + (frac_up ? 1 : 0);
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* @days whole calendar days after @local's date in @tz, at @h:@mi:@s;
 * counted from noon, so a DST change cannot shift the date.  %NULL when
 * @tz cannot show it. */
static GDateTime *
days_after_at (GTimeZone *tz,
               GDateTime *local,
               int        days,
               int        h,
               int        mi,
               int        s)
{
  g_autoptr(GDateTime) noon = NULL;
  g_autoptr(GDateTime) day = NULL;

  noon = g_date_time_new (tz, g_date_time_get_year (local), g_date_time_get_month (local),
                          g_date_time_get_day_of_month (local), 12, 0, 0);
  day = noon != NULL ? g_date_time_add_days (noon, days) : NULL;
  if (day == NULL)
    return NULL;
  return make_local (tz, g_date_time_get_year (day), g_date_time_get_month (day),
                     g_date_time_get_day_of_month (day), h, mi, s);
}

/* The next instant, after @now_s (epoch seconds), at which @tz's wall
 * clock shows weekday @wday (1 Monday to 7 Sunday, as GLib numbers them)
 * at @h:@mi:@s: this week's, or a week on once it has passed ("resets Mon
 * 12:00am" said on a Monday afternoon).  @local is the present in @tz.
 * %FALSE when @tz cannot show it. */
static gboolean
next_weekday_at (GTimeZone *tz,
                 GDateTime *local,
                 gint64     now_s,
                 int        wday,
                 int        h,
                 int        mi,
                 int        s,
                 gint64    *out_epoch_s)
{
  g_autoptr(GDateTime) cand = NULL;
  int ahead = (wday - g_date_time_get_day_of_week (local) + 7) % 7;

  cand = days_after_at (tz, local, ahead, h, mi, s);
  if (cand != NULL && g_date_time_to_unix (cand) <= now_s)
    {
      g_date_time_unref (cand);
      cand = days_after_at (tz, local, ahead + 7, h, mi, s);
    }
  if (cand == NULL)
    return FALSE;
  *out_epoch_s = g_date_time_to_unix (cand);
  return TRUE;
}

/* Adds one calendar day in @tz, keeping the wall-clock time (DST-correct:
 * 7pm stays 7pm across a change). */
static GDateTime *
next_day_same_time (GTimeZone *tz,
                    GDateTime *local)
{
  g_autoptr(GDateTime) noon = NULL;
  g_autoptr(GDateTime) tomorrow = NULL;

  noon = g_date_time_new (tz, g_date_time_get_year (local), g_date_time_get_month (local),
                          g_date_time_get_day_of_month (local), 12, 0, 0);
  if (noon == NULL)
    return NULL;
  tomorrow = g_date_time_add_days (noon, 1);
  if (tomorrow == NULL)
    return NULL;
  return g_date_time_new (tz, g_date_time_get_year (tomorrow), g_date_time_get_month (tomorrow),
                          g_date_time_get_day_of_month (tomorrow),
                          g_date_time_get_hour (local), g_date_time_get_minute (local),
                          g_date_time_get_second (local));
}

/* The next instant @tz's wall clock shows @h:@mi:@s after @now: today's,
 * or tomorrow's once today's has passed ("resets 7pm" said at 8pm).
 * Returns %FALSE when @tz cannot represent it. */
static gboolean
next_clock_time (GTimeZone *tz,
                 GDateTime *now,
                 int        h,
                 int        mi,
                 int        s,
                 gint64    *out_epoch_s)
{
  g_autoptr(GDateTime) now_local = g_date_time_to_timezone (now, tz);
  g_autoptr(GDateTime) cand = NULL;

  if (now_local == NULL)
    return FALSE;
  cand = make_local (tz, g_date_time_get_year (now_local), g_date_time_get_month (now_local),
                     g_date_time_get_day_of_month (now_local), h, mi, s);
  if (cand == NULL)
    return FALSE;
  if (g_date_time_to_unix (cand) <= g_date_time_to_unix (now))
    {
      GDateTime *next = next_day_same_time (tz, cand);

      g_date_time_unref (cand);
      cand = next;
      if (cand == NULL)
        return FALSE;
    }
  else
    {
      /* A time the clock shows twice, in the hour it goes back: GLib gives
       * the second; the first, while still ahead, is the one to wake at
       * (found by a review: Claude Code's "resets 1:30am
       * (America/New_York)" on the night of the change parked the session
       * an hour; waking early costs one refused request) */
      g_autoptr(GDateTime) earlier = g_date_time_add_hours (cand, -1);

      if (earlier != NULL && g_date_time_to_unix (earlier) > g_date_time_to_unix (now) &&
          g_date_time_get_day_of_month (earlier) == g_date_time_get_day_of_month (cand) &&
          g_date_time_get_hour (earlier) == h && g_date_time_get_minute (earlier) == mi)
        {
          g_date_time_unref (cand);
          cand = g_steal_pointer (&earlier);
        }
    }
  *out_epoch_s = g_date_time_to_unix (cand);
  return TRUE;
}

/* A weekday name at the cursor ("mon", "monday", "tues", "thu", …, English,
 * as Claude Code's usage line prints it: "resets Mon 12:00am"), a trailing
 * "," or "." skipped.  Returns 1 (Monday) to 7 (Sunday), as GLib numbers
 * them, or 0 with the cursor where it was. */
static int
parse_weekday (Cursor *c)
{
  static const char *names[][4] = {
    { "mon", "monday", NULL, NULL },
    { "tue", "tues", "tuesday", NULL },
    { "wed", "weds", "wednesday", NULL },
    { "thu", "thur", "thurs", "thursday" },
    { "fri", "friday", NULL, NULL },
    { "sat", "saturday", NULL, NULL },
    { "sun", "sunday", NULL, NULL },
  };
  gsize save = c->pos;
  char w[16];

  skip_ws (c);
  if (read_letters (c, w, sizeof w) < sizeof w)
    for (int i = 0; i < 7; i++)
      for (int j = 0; j < 4 && names[i][j] != NULL; j++)
        if (strcmp (w, names[i][j]) == 0)
          {
            if (at_char (c, ',') || at_char (c, '.'))
              c->pos++;
            return i + 1;
          }
  c->pos = save;
  return 0;
}

/* The day halves CJK writes before a clock: a.m., p.m., and the night
 * (zh 晚上), whose 12 o'clock is midnight */
enum { CJK_AM = 0, CJK_PM = 1, CJK_NIGHT = 2 };

static const struct { const char *word; int half; } cjk_day_halves[] = {
  { "\xec\x98\xa4\xec\xa0\x84", CJK_AM },    /* 오전 */
  { "\xec\x98\xa4\xed\x9b\x84", CJK_PM },    /* 오후 */
  { "\xe5\x8d\x88\xe5\x89\x8d", CJK_AM },    /* 午前 */
  { "\xe5\x8d\x88\xe5\xbe\x8c", CJK_PM },    /* 午後 */
  { "\xe4\xb8\x8a\xe5\x8d\x88", CJK_AM },    /* 上午 */
  { "\xe4\xb8\x8b\xe5\x8d\x88", CJK_PM },    /* 下午 */
  { "\xe6\x97\xa9\xe4\xb8\x8a", CJK_AM },    /* 早上 */
  { "\xe5\x87\x8c\xe6\x99\xa8", CJK_AM },    /* 凌晨 */
  { "\xe6\x99\x9a\xe4\xb8\x8a", CJK_NIGHT }, /* 晚上 */
};

/* @h (0 to 12: Japanese writes 午後0:36) on the 24-hour clock after a CJK
 * day half; -1 when it cannot be one */
static int
cjk_hour (int half,
          gint64 h)
{
  if (h < 0 || h > 12)
    return -1;
  if (half == CJK_NIGHT)
    return h == 12 ? 0 : (int) (h % 12 + 12);
  return (int) (h % 12 + (half == CJK_PM ? 12 : 0));
}

/* A CJK day half at the cursor, after spaces ("오전 10:36", "午後 3:00",
 * "下午 3:00"): CJK_AM, CJK_PM or CJK_NIGHT and the cursor past it, or -1
 * and the cursor unmoved */
static int
accept_cjk_day_half (Cursor *c)
{
  Cursor k = *c;

  skip_spaces (&k);
  for (guint i = 0; i < G_N_ELEMENTS (cjk_day_halves); i++)
    if (accept_bytes (&k, cjk_day_halves[i].word))
      {
        c->pos = k.pos;
        return cjk_day_halves[i].half;
      }
  return -1;
}

typedef enum {
  DAY_AFTER_NONE,        /* nothing about the day: the clock alone */
  DAY_AFTER_READ,        /* a day word, a weekday or a date */
  DAY_AFTER_UNREADABLE,  /* a day this parser cannot read ("on the 1st",
                          * "every Monday"): no instant rather than a
                          * wrong one */
} DayAfter;

/* Whether the word at @c (after spaces) ends a weekday range or list
 * ("Mon-Fri", "Mon through Fri", "Sunday/Monday", "Mon and Tue") */
static gboolean
weekday_range_follows (const Cursor *c)
{
  Cursor k = *c;

  skip_spaces (&k);
  if (at_char (&k, '-') || at_char (&k, '/') || accept_bytes (&k, "\xe2\x80\x93" /* – */))
    return TRUE;
  return accept_word_here (&k, "to") || accept_word_here (&k, "through") ||
         accept_word_here (&k, "thru") || accept_word_here (&k, "and") || accept_word_here (&k, "or");
}

/* The day a clock time names after it, on the same line: "resets at 5pm
 * tomorrow", "at 12am on Sunday", "at 9:00 AM Eastern Time on Monday", "at
 * 5 PM on Wednesday, March 18" (the date decides), "at 14:00 on March 12"
 * (a date only after "on", and only one that names its month or starts
 * with its year: "on
 * 12/03/2026" is 3 December or 12 March; ISO's "on 2026-03-15"),
 * "today"/"tonight" (the clock alone).  After a comma only a weekday ("at
 * 17:00 UTC, Wed, Mar 18"): "at 3pm, tomorrow you will have more" is the
 * clock alone.  Without it "resets at 12am on Sunday" said on a Tuesday
 * read tonight: a continue five days early.  Sets *@day_offset (1
 * tomorrow, 0 today), *@wday, or the date; the cursor past the words only
 * when one is read. */
static DayAfter
accept_day_after_clock (Cursor *c,
                        int    *day_offset,
                        int    *wday,
                        int    *y,
                        int    *mo,
                        int    *d)
{
  Cursor k = *c;
  gboolean comma = FALSE;
  gboolean on;

  skip_spaces (&k);
  if (at_char (&k, ','))
    {
      k.pos++;
      comma = TRUE;
      skip_spaces (&k);
    }
  on = accept_word_here (&k, "on");
  skip_spaces (&k);
  if (at_char (&k, '\n'))
    return DAY_AFTER_NONE;
  if (!comma && (accept_word_here (&k, "every") || accept_word_here (&k, "each")))
    return DAY_AFTER_UNREADABLE;
  if ((!comma || on) && accept_word_here (&k, "tomorrow"))
    *day_offset = 1;
  else if ((!comma || on) && (accept_word_here (&k, "today") || accept_word_here (&k, "tonight")))
    *day_offset = 0;
  else if ((*wday = parse_weekday (&k)) != 0)
    {
      Cursor dated = k;

      if (weekday_range_follows (&k))
        {
          *wday = 0;
          return DAY_AFTER_NONE;
        }
      skip_spaces (&dated);
      if (!at_char (&dated, '\n') && parse_date (&dated, y, mo, d))
        {
          /* "Wed, Mar 18": the date decides */
          *wday = 0;
          k = dated;
        }
    }
  else if (on && !comma)
    {
      gsize from = k.pos;
      gboolean named = FALSE;
      gboolean year_first = from + 4 < k.len;
      gint64 iy, imo, id;

      /* "on the 1st", "on the first of the month" */
      if (accept_word_here (&k, "the"))
        return DAY_AFTER_UNREADABLE;
      /* ISO's "on 2026-03-15" */
      if (read_iso_date (&k, &iy, &imo, &id) &&
          !(k.pos < k.len && (g_ascii_isalnum (k.s[k.pos]) || k.s[k.pos] == ':')) &&
          imo >= 1 && imo <= 12 && id >= 1 && id <= 31)
        {
          *y = (int) iy;
          *mo = (int) imo;
          *d = (int) id;
          c->pos = k.pos;
          return DAY_AFTER_READ;
        }
      k.pos = from;
      if (!parse_date (&k, y, mo, d))
        return from < k.len && g_ascii_isdigit (k.s[from]) ? DAY_AFTER_UNREADABLE : DAY_AFTER_NONE;
      for (gsize i = from; i < k.pos; i++)
        named = named || g_ascii_isalpha (k.s[i]);
      for (gsize i = from; year_first && i < from + 4; i++)
        year_first = g_ascii_isdigit (k.s[i]);
      if (!named && !year_first)
        return DAY_AFTER_UNREADABLE;
    }
  else
    return DAY_AFTER_NONE;
  c->pos = k.pos;
  return DAY_AFTER_READ;
}

/* The first of next month at @h:@mi:@s, in @zone; with @also_utc also in
 * UTC, and the earlier of the two (see parse_next_month()).  FALSE when
 * neither lies after @now. */
static gboolean
next_month_start (GDateTime *now,
                  GTimeZone *zone,
                  gboolean   also_utc,
                  int        h,
                  int        mi,
                  int        s,
                  gint64    *out)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  GTimeZone *zones[2] = { zone, also_utc ? utc : NULL };
  gint64 now_s = g_date_time_to_unix (now);
  gint64 best = -1;

  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    {
      g_autoptr(GDateTime) local = NULL;
      g_autoptr(GDateTime) cand = NULL;
      int y, mo;

      if (zones[i] == NULL || (local = g_date_time_to_timezone (now, zones[i])) == NULL)
        continue;
      y = g_date_time_get_year (local);
      mo = g_date_time_get_month (local) + 1;
      if (mo > 12)
        {
          mo = 1;
          y++;
        }
      cand = make_local (zones[i], y, mo, 1, h, mi, s);
      if (cand != NULL && g_date_time_to_unix (cand) > now_s &&
          (best < 0 || g_date_time_to_unix (cand) < best))
        best = g_date_time_to_unix (cand);
    }
  if (best < 0)
    return FALSE;
  *out = best;
  return TRUE;
}

/* "next month" after a reset phrase, read only in the last pass, when
 * nothing else in the text names an instant, and only in a text that
 * names a monthly window (names_monthly_window): a monthly cap's "Resets
 * next month." (Exa's free tier,
 * https://github.com/nicobailon/pi-web-access/issues/80) and "You can try
 * again next month." (Amazon Q Developer's agent quota,
 * https://github.com/aws/aws-toolkit-vscode/blob/00a8a71a45af37c4558c43b1236d1e1b68aaa4a4/packages/core/src/codewhisperer/models/constants.ts).
 * The first of next month at midnight; a clock after it ("resets next
 * month at 9am UTC") is that day's.  The phrase must end its clause: "next
 * month we raise limits", "next month's invoice", "next month-end" and
 * "next month on the 15th" name no instant this reads.  Without a zone or
 * a clock the month may turn in the provider's zone, unnamed, or in UTC:
 * the earlier of the two is taken, since a wake-up hours early costs one
 * refused request while one a month late (the local month turned first,
 * the provider still refusing with "next month") costs the month */
static gboolean
parse_next_month (Cursor    *c,
                  GDateTime *now,
                  GTimeZone *default_tz,
                  gint64    *out)
{
  gsize save = c->pos;
  int h = 0, mi = 0, s = 0;
  gboolean have_clock = FALSE;
  g_autoptr(GTimeZone) zone = NULL;

  if (!accept_word (c, "next") || !accept_word (c, "month"))
    goto fail;
  if (c->pos < c->len && (c->s[c->pos] == '\'' || c->s[c->pos] == '-' ||
                          (c->pos + 3 <= c->len && memcmp (c->s + c->pos, "\xe2\x80\x99", 3) == 0)))  /* ’ */
    goto fail;
  if (accept_word (c, "at"))
    {
      if (!parse_clock (c, &h, &mi, &s))
        goto fail;
      have_clock = TRUE;
      zone = parse_zone (c);
    }
  skip_spaces (c);
  if (c->pos < c->len && strchr (".,;!)\n", c->s[c->pos]) == NULL)
    goto fail;

  if (!next_month_start (now, zone != NULL ? zone : default_tz,
                         zone == NULL && !have_clock && !c->zone_named, h, mi, s, out))
    goto fail;
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* "[date] clock [zone]" after a reset phrase; the date may be a weekday
 * ("resets Mon 12:00am": the next Monday at midnight, today only when that
 * time is still ahead). */
static gboolean
parse_clock_reset (Cursor    *c,
                   GDateTime *now,
                   GTimeZone *default_tz,
                   gint64    *out)
{
  gsize save = c->pos;
  int y = 0, mo = 0, d = 0, h, mi, s;
  gboolean have_date;
  g_autoptr(GTimeZone) zone = NULL;
  g_autoptr(GDateTime) now_local = NULL;
  GTimeZone *tz;
  gint64 now_s = g_date_time_to_unix (now);
  int wday = 0;
  int day_offset = -1;  /* 1: "tomorrow", 0: "tonight" named the day */
  int cjk_half;

  if (c->month_words)
    return parse_next_month (c, now, default_tz, out);

  /* "resets tomorrow at 5pm"; "today" is skipped with the connectors */
  if (accept_word (c, "tomorrow"))
    day_offset = 1;
  else if (accept_word (c, "tonight"))
    day_offset = 0;

  have_date = day_offset < 0 && parse_date (c, &y, &mo, &d);
  if (!have_date && day_offset < 0 && (wday = parse_weekday (c)) != 0 && parse_date (c, &y, &mo, &d))
    {
      /* "Mon, Mar 16": the date decides.  A weekday, a date and a year is
       * an HTTP-date's shape, read by parse_http_date alone (whose zone
       * must be GMT) */
      if (y != 0)
        goto fail;
      have_date = TRUE;
      wday = 0;
    }
  if (have_date || wday != 0 || day_offset >= 0)
    accept_word (c, "at");  /* "resets Apr 23 at 4pm", "resets Monday at 9am" */
  cjk_half = accept_cjk_day_half (c);
  if (cjk_half >= 0)
    {
      /* a day half promises a clock: without one (or with an hour past
       * 12) nothing is read, not the date alone */
      if (!parse_clock (c, &h, &mi, &s) || (h = cjk_hour (cjk_half, h)) < 0)
        goto fail;
    }
  else if (!parse_clock (c, &h, &mi, &s))
    {
      /* a date alone ("wait until April 7, 2025 for your limit to reset",
       * "resets on Dec 2"): the start of that day.  A digit after it is a
       * clock this parser did not read, so nothing is guessed */
      gsize after = c->pos;

      skip_ws (c);
      if ((!have_date && wday == 0) || (c->pos < c->len && g_ascii_isdigit (c->s[c->pos])))
        {
          c->pos = save;
          return FALSE;
        }
      c->pos = after;
      h = mi = s = 0;
    }
  zone = parse_zone (c);
  if (!have_date && wday == 0 && day_offset < 0)
    switch (accept_day_after_clock (c, &day_offset, &wday, &y, &mo, &d))
      {
      case DAY_AFTER_READ:
        have_date = wday == 0 && day_offset < 0;
        if (zone == NULL)
          zone = parse_zone (c);  /* "at 9am on Monday (PT)" */
        break;
      case DAY_AFTER_UNREADABLE:
        goto fail;
      case DAY_AFTER_NONE:
      default:
        break;
      }
  tz = zone != NULL ? zone : default_tz;
  now_local = g_date_time_to_timezone (now, tz);
  if (now_local == NULL)
    goto fail;

  if (wday != 0)
    {
      if (!next_weekday_at (tz, now_local, now_s, wday, h, mi, s, out))
        goto fail;
      return TRUE;
    }

  if (day_offset == 1)
    {
      g_autoptr(GDateTime) cand = days_after_at (tz, now_local, 1, h, mi, s);

      if (cand == NULL)
        goto fail;
      *out = g_date_time_to_unix (cand);
      return TRUE;
    }

  if (!have_date)
    {
      /* a clock time that has passed today means tomorrow */
      if (!next_clock_time (tz, now, h, mi, s, out))
        goto fail;
      return TRUE;
    }

  if (y != 0)
    {
      g_autoptr(GDateTime) cand = make_local (tz, y, mo, d, h, mi, s);

      if (cand == NULL)
        goto fail;
      *out = g_date_time_to_unix (cand);
      return TRUE;
    }

  /* month and day without a year: the first occurrence that is not more
   * than a day in the past (a reset is in the future; allow for a message
   * read a little late) */
  for (int yy = g_date_time_get_year (now_local) - 1; yy <= g_date_time_get_year (now_local) + 1; yy++)
    {
      g_autoptr(GDateTime) cand = make_local (tz, yy, mo, d, h, mi, s);

      if (cand != NULL && g_date_time_to_unix (cand) >= now_s - 86400)
        {
          *out = g_date_time_to_unix (cand);
          return TRUE;
        }
    }

fail:
  c->pos = save;
  return FALSE;
}

/* "HH:MM:SS" of an HTTP-date, in @out_h, @out_mi, @out_s */
static gboolean
read_http_time (Cursor *c,
                gint64 *out_h,
                gint64 *out_mi,
                gint64 *out_s)
{
  if (read_digits (c, out_h) != 2 || !at_char (c, ':'))
    return FALSE;
  c->pos++;
  if (read_digits (c, out_mi) != 2 || !at_char (c, ':'))
    return FALSE;
  c->pos++;
  return read_digits (c, out_s) == 2 && *out_h <= 23 && *out_mi <= 59 && *out_s <= 60;
}

/* "DD Mon YYYY " (@sep ' ', @year_digits 4) or "DD-Mon-YY " ('-', 2) of an
 * HTTP-date, the cursor past the space after the year */
static gboolean
read_http_day_month_year (Cursor *c,
                          char    sep,
                          guint   year_digits,
                          gint64 *out_d,
                          int    *out_mo,
                          gint64 *out_y)
{
  char word[16];

  if (read_digits (c, out_d) != 2 || !at_char (c, sep))
    return FALSE;
  c->pos++;
  if (read_letters (c, word, sizeof word) != 3 || (*out_mo = month_from_word (word)) == 0 || !at_char (c, sep))
    return FALSE;
  c->pos++;
  if (read_digits (c, out_y) != year_digits || !at_char (c, ' '))
    return FALSE;
  c->pos++;
  return TRUE;
}

/* An HTTP-date (RFC 9110 §5.6.7, the form Retry-After may take), always
 * GMT (https://www.rfc-editor.org/rfc/rfc9110#section-5.6.7):
 * IMF-fixdate, "Wed, 21 Oct 2015 07:28:00 GMT" (the weekday optional, the
 * zone GMT or UTC), and the two obsolete forms a recipient must also
 * accept: rfc850-date, "Sunday, 06-Nov-94 08:49:37 GMT" (a two-digit year
 * this century's below 70, the last one's above), and asctime-date, "Sun
 * Nov  6 08:49:37 1994", GMT though it names no zone (read in the local
 * zone it was hours off; found by a review). */
static gboolean
parse_http_date (Cursor *c,
                 gint64 *out)
{
  gsize save = c->pos;
  char word[16];
  gint64 d, y, h, mi, s;
  int mo;
  guint n;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) dt = NULL;

  skip_ws (c);
  n = read_letters (c, word, sizeof word);
  if (n == 0 || (n == 3 && at_char (c, ',')))
    {
      /* IMF-fixdate */
      if (n == 3)
        {
          c->pos++;
          skip_ws (c);
        }
      if (!read_http_day_month_year (c, ' ', 4, &d, &mo, &y) || !read_http_time (c, &h, &mi, &s) ||
          (!accept_word (c, "gmt") && !accept_word (c, "utc")))
        goto fail;
    }
  else if (n >= 6 && at_char (c, ','))
    {
      /* rfc850-date: a whole weekday, "DD-Mon-YY", the time, GMT */
      c->pos++;
      skip_ws (c);
      if (!read_http_day_month_year (c, '-', 2, &d, &mo, &y) || !read_http_time (c, &h, &mi, &s) ||
          !accept_word (c, "gmt"))
        goto fail;
      y += y < 70 ? 2000 : 1900;
    }
  else if (n == 3 && at_char (c, ' '))
    {
      /* asctime-date: "Mon DD HH:MM:SS YYYY", the day padded with a space */
      c->pos++;
      if (read_letters (c, word, sizeof word) != 3 || (mo = month_from_word (word)) == 0 || !at_char (c, ' '))
        goto fail;
      skip_spaces (c);
      n = read_digits (c, &d);
      if (n < 1 || n > 2 || !at_char (c, ' '))
        goto fail;
      c->pos++;
      if (!read_http_time (c, &h, &mi, &s) || !at_char (c, ' '))
        goto fail;
      c->pos++;
      if (read_digits (c, &y) != 4 || (c->pos < c->len && g_ascii_isalnum (c->s[c->pos])))
        goto fail;
    }
  else
    goto fail;

  dt = make_local (utc, (int) y, mo, (int) d, (int) h, (int) mi, (int) MIN (s, 59));
  if (dt == NULL)
    goto fail;
  *out = g_date_time_to_unix (dt);
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* Epoch seconds (9–11 digits) or milliseconds (12–14 digits), alone. */
static gboolean
parse_epoch (Cursor *c,
             gint64 *out)
{
  gsize save = c->pos;
  gint64 v;
  guint n;

  skip_ws (c);
  n = read_digits (c, &v);
  if (n < 9 || n > 14 || (c->pos < c->len && (g_ascii_isalnum (c->s[c->pos]) ||
                                              c->s[c->pos] == ':' || c->s[c->pos] == '-')))
    {
      c->pos = save;
      return FALSE;
    }
  /* "1755615600 days" is a (silly) duration, not an instant */
  {
    gsize k = c->pos;

    if (k < c->len && c->s[k] == ' ')
      k++;
    if (k < c->len && g_ascii_isalpha (c->s[k]))
      {
        c->pos = save;
        return FALSE;
      }
  }
  /* a fraction of epoch seconds: drop it */
  if (at_char (c, '.') && c->pos + 1 < c->len && g_ascii_isdigit (c->s[c->pos + 1]))
    {
      gint64 frac;

      c->pos++;
      read_digits (c, &frac);
    }
  *out = n >= 12 ? v / 1000 : v;
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* A zone the text names in words                                          */
/* ------------------------------------------------------------------------ */

/* Zones a message names in words rather than beside a clock: Chinese
 * services print their resets in Beijing time and say so apart from the
 * clock ("额度将于北京时间 0 点重置", "…2026-03-11 08:00:00 重置（北京时间）"),
 * Japanese pages name US Eastern standard time ("米国東部標準時の…にリセット",
 * Firefox's Japanese AI window strings).  Such a name makes its zone the
 * one of every clock in the text printed without its own (a zone beside
 * a clock still wins).  A "standard time" is its fixed offset, as an
 * abbreviation is (see fixed_abbrs); a plain "time" the city's zone.
 * English names are read only after their clock (named_zones): "Support
 * is available 9:00-18:00 Beijing time" says nothing of the reset's zone
 * (found by a review). */
static const struct {
  const char *words;
  const char *zone;   /* an IANA name, or "-05:00" for a fixed offset */
} text_zones[] = {
  { "\xe5\x8c\x97\xe4\xba\xac\xe6\x97\xb6\xe9\x97\xb4", "Asia/Shanghai" },                 /* zh 北京时间 */
  { "\xe5\x8c\x97\xe4\xba\xac\xe6\x99\x82\xe9\x96\x93", "Asia/Shanghai" },                 /* zh-Hant, ja 北京時間 */
  { "\xe4\xb8\x9c\xe5\x85\xab\xe5\x8c\xba", "Asia/Shanghai" },                               /* zh 东八区 (UTC+8) */
  { "\xe6\x9d\xb1\xe5\x85\xab\xe5\x8d\x80", "Asia/Shanghai" },                               /* zh-Hant 東八區 */
  { "\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4", "Asia/Shanghai" }, /* zh 中国标准时间 */
  { "\xe6\x97\xa5\xe6\x9c\xac\xe6\x99\x82\xe9\x96\x93", "Asia/Tokyo" },                    /* ja 日本時間 */
  { "\xe6\x97\xa5\xe6\x9c\xac\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82", "Asia/Tokyo" },     /* ja 日本標準時 */
  { "\xed\x95\x9c\xea\xb5\xad \xec\x8b\x9c\xea\xb0\x84", "Asia/Seoul" },                   /* ko 한국 시간 */
  { "\xed\x95\x9c\xea\xb5\xad\xec\x8b\x9c\xea\xb0\x84", "Asia/Seoul" },                    /* ko 한국시간 */
  { "\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82", "-05:00" },        /* ja (米国)東部標準時 */
  { "\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93", "America/New_York" },             /* ja (米国)東部時間 */
  { "\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82", "-08:00" }, /* ja 太平洋標準時 */
  { "\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\x99\x82\xe9\x96\x93", "America/Los_Angeles" },  /* ja 太平洋時間 */
  { "\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4", "America/New_York" },             /* zh (美国)东部时间 */
  { "\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\x97\xb6\xe9\x97\xb4", "America/Los_Angeles" },  /* zh 太平洋时间 */
  { "\xe5\x8d\x8f\xe8\xb0\x83\xe4\xb8\x96\xe7\x95\x8c\xe6\x97\xb6", "UTC" },           /* zh 协调世界时 */
  { "\xe5\x8d\x94\xe5\xae\x9a\xe4\xb8\x96\xe7\x95\x8c\xe6\x99\x82", "UTC" },           /* ja 協定世界時 */
};

/* Whether @nt holds a byte that starts a CJK ideograph, kana or hangul
 * (U+4E00 on: 0xe4 and above), as every word of text_zones and the CJK
 * clock finders do: texts without one skip them */
static gboolean
has_cjk_byte (const CarryOnNormText *nt)
{
  for (gsize i = 0; i < nt->len; i++)
    if ((guchar) nt->lower[i] >= 0xe4)
      return TRUE;
  return FALSE;
}

/* The zone of the first of text_zones that @nt writes, or %NULL */
static GTimeZone *
find_text_zone (const CarryOnNormText *nt)
{
  gssize best_pos = -1;
  const char *best = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (text_zones); i++)
    {
      gsize end;
      gssize at = carry_on_norm_text_find (nt->lower, nt->len, 0, text_zones[i].words,
                                           strlen (text_zones[i].words), &end);

      if (at >= 0 && (best_pos < 0 || at < best_pos))
        {
          best_pos = at;
          best = text_zones[i].zone;
        }
    }
  if (best == NULL)
    return NULL;
  return g_time_zone_new_identifier (best);
}

/* ------------------------------------------------------------------------ */
/* Anchors                                                                  */
/* ------------------------------------------------------------------------ */

typedef enum {
  ANCHOR_ANY,          /* epoch, ISO, duration or clock time */
  ANCHOR_DELTA_S,      /* a bare number is seconds from now (Retry-After) */
  ANCHOR_DELTA_MS,     /* a bare number is ms from now (retry_after_ms) */
  ANCHOR_EPOCH,        /* only an epoch ("limit reached|1755615600") */
  ANCHOR_DURATION,     /* only a duration ("please wait 30 seconds") */
  ANCHOR_WAIT,         /* a duration after a bare "wait", unless a client
                        * says it will wait ("will wait 20 seconds") */
  ANCHOR_SCHEDULE,     /* a host's own retry countdown: a duration, read
                        * only when longer than any host's own backoff */
  ANCHOR_SCHEDULE_MS,  /* the same countdown as a bare count of ms (Claude
                        * Code's api_retry "retry_delay_ms") */
  ANCHOR_TOMORROW,     /* "please return tomorrow": the next midnight in
                        * the zone of clock times without one */
  ANCHOR_UNTIL,        /* "wait until <date or clock>": an instant, not a
                        * duration; a client's plan ("will wait until")
                        * is skipped as for ANCHOR_WAIT */
  ANCHOR_REQUESTED,    /* "requested 1800000ms wait": a duration that a
                        * wait word ("wait", "delay", "backoff") follows */
  ANCHOR_ZH_WILL,      /* zh 将在/将于 "will … at": as ANCHOR_ANY, with a
                        * reset word right after the instant */
  ANCHOR_CYCLE_END,    /* a billing cycle's last day: the start of the
                        * day after it */
  ANCHOR_UNTIL_DATE,   /* a bare "until": only a written-out instant
                        * (ISO 8601 or an HTTP-date) follows, so "until
                        * 5 retries" or "until the quota resets" is none */
  ANCHOR_GO_DURATION,  /* a value written as Go's time.Duration prints it
                        * ("58h3m0s", "45s"), nothing else: "remaining=1.2M"
                        * or "remaining=5m tokens" is an amount */
  ANCHOR_GO_SECONDS,   /* as ANCHOR_GO_DURATION, but ending in seconds as
                        * Go's String() always does ("1m0s", "1.5s"), so
                        * "available in 10m" or "in 2h" names no wait */
} AnchorKind;

typedef struct {
  const char *phrase;
  AnchorKind  kind;
} Anchor;

/* "Come back tomorrow": the next midnight, read only when nothing in the
 * text names a reset, clock or wait ("请明天再来，额度将于明天 08:00 重置"
 * resets at 08:00; "请明天再来。额度将在 30 分钟后恢复" in 30 minutes;
 * "Please return tomorrow. Retry after 120 seconds" in 120 seconds; found
 * by a review), as "midnight" alone is read last */
static const Anchor tomorrow_anchors[] = {
  /* Kiro's "You've reached your daily usage limit. Please return tomorrow
   * to continue building." (kirodotdev/Kiro issue 1844): a day counted in
   * the provider's (or else the local) zone, so its next midnight; a
   * window that really turns at another hour is waited for again on the
   * limit ladder (docs/classifier.md, "Tomorrow") */
  { "<return tomorrow to", ANCHOR_TOMORROW },  /* not "return tomorrow's report" */
  { "<please return tomorrow.", ANCHOR_TOMORROW },  /* the sentence's end: not "tomorrow's report" */
  { "<please return tomorrow!", ANCHOR_TOMORROW },
  { "<come back tomorrow", ANCHOR_TOMORROW },
  { "<try again tomorrow", ANCHOR_TOMORROW },
  /* zh "please come back tomorrow", MaxKB's "抱歉，您的提問已達最大限制，請明天再來吧！" (your questions reached
   * the maximum, https://github.com/1Panel-dev/MaxKB/blob/f05410554fc917c6a26a5da15ad832e19d2f2676/ui/src/locales/lang/zh-Hant/ai-chat.ts) */
  { "\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe4\xbe\x86", ANCHOR_TOMORROW },  /* 明天再來 */
  { "\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5", ANCHOR_TOMORROW },  /* 明天再来 */
  /* and "please try again tomorrow" (请明天再试, 請明天再試: iv026's daily limit) */
  { "\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe8\xaf\x95", ANCHOR_TOMORROW },  /* 明天再试 */
  { "\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe8\xa9\xa6", ANCHOR_TOMORROW },  /* 明天再試 */
};

/* Reset and try-again phrases.  "Retrying in 4 seconds" and litellm's
 * "Retry in 0.7 seconds" are the host's own retry countdown, not a reset,
 * so a bare "retry in" is not one of them (corpus e002, e060): see
 * schedule_anchors below. */
static const Anchor anchors[] = {
  { "<retry_after_ms", ANCHOR_DELTA_MS },
  { "<retryafterms", ANCHOR_DELTA_MS },
  { "<retry-after-ms", ANCHOR_DELTA_MS },
  { "<retry-after", ANCHOR_DELTA_S },
  { "<retry_after", ANCHOR_DELTA_S },
  { "<retryafter", ANCHOR_DELTA_S },
  { "<retry after", ANCHOR_DELTA_S },
  { "<retrydelay", ANCHOR_DELTA_S },
  { "<retry_delay", ANCHOR_DELTA_S },
  /* google.rpc.RetryInfo in protobuf text form, as Python's
   * google.api_core prints it: "retry_delay {\n  seconds: 44\n}" */
  { "<retry_delay { seconds", ANCHOR_DELTA_S },
  /* Hugging Face's Inference API while a model loads (503): "Model … is
   * currently loading","estimated_time":20.0 — the provider's own estimate
   * of the wait, in seconds (huggingface/unity-api issue 18,
   * huggingface/transformers issues 23793 and 32665) */
  { "<estimated_time", ANCHOR_DELTA_S },
  /* the IETF RateLimit-Reset field is delta-seconds
   * (draft-ietf-httpapi-ratelimit-headers), GitHub's and others'
   * X-RateLimit-Reset an epoch; DELTA_S reads an epoch first, then seconds.
   * OpenAI's x-ratelimit-reset-requests / -tokens pair is left alone: a
   * dump prints both, and the first may be the shorter, wrong one */
  { "<ratelimit-reset", ANCHOR_DELTA_S },
  /* Codex's usage_limit_reached body ("resets_at": <epoch>,
   * "resets_in_seconds": 529498; CLIProxyAPI issue 1666) and the ChatGPT
   * backend's headers ("x-codex-primary-reset-after-seconds: 471285",
   * "x-codex-primary-reset-at: 1773860656"; codex-proxy issue 65) */
  { "<resets_in_seconds", ANCHOR_DELTA_S },
  { "<reset-after-seconds", ANCHOR_DELTA_S },
  /* CLIProxyAPI's model_cooldown body ("reset_seconds": 25803,
   * "reset_time": "7h10m2s"; CLIProxyAPI issues 2018 and 4327): the
   * seconds are exact, the duration beside them rounded down */
  { "<reset_seconds", ANCHOR_DELTA_S },
  /* and its message when a model's credentials all wait: "All credentials
   * for model coder-model are cooling down (216s)", the cooldown left
   * (CLIProxyAPI issue 2428, held-out si008) */
  { "<cooling down (", ANCHOR_DURATION },
  /* a gateway's budget_exhausted body: "retry_after_s":39949 (held-out jv014) */
  { "<retry_after_s\"", ANCHOR_DELTA_S },
  /* ChatGPT's web cap on a model's messages as clients relay it:
   * {"code":"model_cap_exceeded","clears_in":13078}, the seconds until it
   * lifts (https://github.com/chathub-dev/chathub/issues/1311) */
  { "<clears_in", ANCHOR_DELTA_S },
  /* claude.ai's free plan, 2023: "You are out of free messages until 3 PM"
   * (https://github.com/KoushikNavuluri/Claude-API/issues/72) */
  { "<free messages until", ANCHOR_UNTIL },
  /* Claude Code's own banner while it waits out a usage limit: "Usage
   * limit reached · continuing automatically at 10:10pm · esc or type to
   * cancel" (Claude Code 2.1.281 as
   * https://github.com/MolnarMario/ai-hive/blob/7cdb2fc48f0c3cee420aa328223980d404e36206/tests/smoke/limits.py
   * quotes it; held-out iw004) */
  { "<continuing automatically at", ANCHOR_UNTIL },
  /* Akamai's rate-limit bodies and headers: "rateLimitNext":
   * "2023-11-08T05:49:55.123456Z" and X-RateLimit-Next, an ISO 8601
   * instant when the next request may be made
   * (https://techdocs.akamai.com/mtls-edge-truststore/reference/429,
   * https://techdocs.akamai.com/msl/reference/resource-limiting) */
  { "<ratelimitnext", ANCHOR_ANY },
  { "<ratelimit-next", ANCHOR_ANY },
  { "<reset-at", ANCHOR_ANY },
  { "<reset", ANCHOR_ANY },
  { "<try again", ANCHOR_ANY },
  /* "Please try after 2024-07-22T06:23:37.255Z" (Akamai, instant kept as
   * printed, its fraction rounded up); "please try after some time" names
   * none */
  { "<try after", ANCHOR_ANY },
  { "<please retry", ANCHOR_ANY },
  { "<retry again", ANCHOR_ANY },
  { "<available again", ANCHOR_ANY },
  /* a review bot's own window ("**Next review available in:** **9
   * minutes**", CodeRabbit, https://github.com/anticipation-labs/canopy/issues/4;
   * "Next included review available in **53 minutes**",
   * https://github.com/pfBlockerNG/pfBlockerNG/pull/2826): a duration
   * only, as "available in" alone names sizes and regions */
  { "<review available in", ANCHOR_DURATION },
  /* and Sourcery's ("You can request another review in 1 day and 11
   * hours", https://github.com/macanderson/stella/issues/4959, held-out
   * ky006) */
  { "<request another review in", ANCHOR_DURATION },
  { "<regain access", ANCHOR_ANY },
  { "<redefinido", ANCHOR_ANY },        /* pt: "será redefinido em" */
  /* es: Codex's "Tu límite de uso se restablece el 26 may 2026, 2:40 p.m."
   * (https://github.com/openai/codex/issues/19830), the date and clock of
   * Intl.DateTimeFormat (dateStyle "medium", timeStyle "short") as its
   * Portuguese line above prints them; "se restablecerá a las 19:00" (a
   * clock alone) is find_intl_clock's */
  { "<se restablece el", ANCHOR_ANY },
  /* ru: Codex's "Ваш лимит запросов будет сброшен 27 июл. 2026 г., 12:22"
   * (a date and a clock as Intl.DateTimeFormat prints them in Russian) */
  { "\xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd", ANCHOR_ANY },  /* сброшен */
  { "<renews", ANCHOR_ANY },
  /* zh 将在 "will (reset) at": Z.ai 1308/1310 "您的限额将在 <time> 重置", and
   * 将于, its written form ("额度将于 08:00 重置"): the instant, then a reset
   * word right after it, so "该模型将于 2026-04-01 下线" (the model goes
   * offline on …) is no reset (found by a review) */
  { "\xe5\xb0\x86\xe5\x9c\xa8", ANCHOR_ZH_WILL },  /* 将在 */
  { "\xe5\xb0\x86\xe4\xba\x8e", ANCHOR_ZH_WILL },  /* 将于 */
  { "<refreshes", ANCHOR_ANY },
  /* Antigravity's "Your plan's baseline quota will refresh on 16.03.2026,
   * 19:10:46" (a day-first dotted date); "refresh" alone would also be a
   * refresh token's */
  { "<will refresh", ANCHOR_ANY },
  /* a daily allowance's "Credits refresh at 00:00 UTC" (the verb after a
   * plural subject); only the allowance's own nouns: "Usage graphs refresh
   * at 00:00 UTC" names no reset */
  { "<credits refresh at", ANCHOR_ANY },
  { "<limits refresh at", ANCHOR_ANY },
  { "<quotas refresh at", ANCHOR_ANY },
  { "limit reached|", ANCHOR_EPOCH },   /* Claude Code: "Claude AI usage limit reached|<epoch>" */
  { "<please wait", ANCHOR_DURATION },
  { "<come back in", ANCHOR_DURATION }, /* "Come back in 3h 47m" */
  /* Django REST framework's 429 (exceptions.Throttled: "Request was
   * throttled. Expected available in {wait} seconds.", the wait rounded up
   * to whole seconds by the server;
   * https://github.com/encode/django-rest-framework/blob/master/rest_framework/exceptions.py),
   * which Replicate's API sends ({"detail":"Request was throttled. Expected
   * available in 1 second."}, https://replicate.com/docs/topics/predictions/rate-limits):
   * the provider's own wait, read at any length */
  { "<expected available in", ANCHOR_DURATION },
  /* Azure API Management's quota policy (quota and quota-by-key): 403
   * "Out of call volume quota. Quota will be replenished in 5.03:23:11.",
   * the wait a .NET TimeSpan ([d.]hh:mm:ss) until the renewal period ends
   * (https://learn.microsoft.com/en-us/azure/api-management/quota-policy,
   * https://learn.microsoft.com/en-us/azure/api-management/quota-by-key-policy):
   * the gateway's own figure, read at any length */
  { "<replenished in", ANCHOR_DURATION },
  { "<renewed in", ANCHOR_DURATION },
  /* A client that reports the provider's own wait before it gave up:
   * oh-my-pi's "Provider requested 1800000ms wait, exceeds
   * retry.maxDelayMs (300000ms)" around Gemini's 429
   * (https://github.com/can1357/oh-my-pi/issues/11689), "server requested
   * a 30s delay": the provider's figure, read at any length; "requested"
   * without a wait word after the duration ("requested=21847", "60s
   * requested vs. 56s left") names none */
  { "<requested", ANCHOR_REQUESTED },
  /* "You can submit the request after 49 seconds" (Akamai's account rate
   * limit, https://techdocs.akamai.com/mtls-edge-truststore/reference/429),
   * "resubmit your request after", "send another request after": only a
   * duration follows, so "the first request after the reset" is none */
  { "<request after", ANCHOR_DURATION },
  { "<requests after", ANCHOR_DURATION },
  /* "try again in" in es, pt, de, fr, it: only a duration follows */
  { "<de nuevo en", ANCHOR_DURATION },       /* es: inténtelo de nuevo en */
  { "<reintentar en", ANCHOR_DURATION },
  { "<intentarlo en", ANCHOR_DURATION },     /* es: vuelve a intentarlo en */
  { "<int\xc3\xa9" "ntelo en", ANCHOR_DURATION }, /* es: inténtelo en */
  { "<novamente em", ANCHOR_DURATION },      /* pt: tente novamente em */
  { "<versuchen sie es in", ANCHOR_DURATION }, /* de: … in 30 Sekunden erneut */
  { "<versuche es in", ANCHOR_DURATION },
  { "<erneut in", ANCHOR_DURATION },
  { "r\xc3\xa9" "essayer dans", ANCHOR_DURATION }, /* fr: réessayer dans */
  { "r\xc3\xa9" "essayez dans", ANCHOR_DURATION }, /* fr: réessayez dans */
  { "<nouveau dans", ANCHOR_DURATION },      /* fr: de nouveau dans */
  { "<riprova tra", ANCHOR_DURATION },       /* it */
  { "<riprova fra", ANCHOR_DURATION },
  { "<riprovare tra", ANCHOR_DURATION },
  { "<riprovare fra", ANCHOR_DURATION },
  { "<nuovo tra", ANCHOR_DURATION },         /* it: di nuovo tra */
  /* "wait" and "try again in/after" in es, pt, fr, de, it, pl, nl, id, ru,
   * uk, vi, ar: Copilot's localised rate limit "Espere 31 seconds antes
   * de intentarlo de nuevo", "Aguarde 6 seconds antes de tentar
   * novamente" (vscode-copilot-release issues 1813 and 5811); only a
   * duration follows */
  { "<espere", ANCHOR_DURATION },            /* es, pt */
  { "<aguarde", ANCHOR_DURATION },           /* pt */
  { "<attendez", ANCHOR_DURATION },          /* fr */
  { "<patientez", ANCHOR_DURATION },         /* fr */
  { "<patienter", ANCHOR_DURATION },         /* fr: veuillez patienter */
  { "<warten sie", ANCHOR_DURATION },        /* de: bitte warten Sie */
  { "<warte", ANCHOR_DURATION },             /* de */
  { "<attendi", ANCHOR_DURATION },           /* it */
  { "<attendere", ANCHOR_DURATION },         /* it */
  { "<poczekaj", ANCHOR_DURATION },          /* pl */
  { "<odczekaj", ANCHOR_DURATION },          /* pl */
  { "<ponownie za", ANCHOR_DURATION },       /* pl: spróbuj ponownie za */
  { "<ponownie po", ANCHOR_DURATION },       /* pl: spróbuj ponownie po 30 sekundach (after, the locative) */
  { "<zkuste to za", ANCHOR_DURATION },  /* cs */
  { "<znovu za", ANCHOR_DURATION },  /* cs: zkuste to znovu za */
  { "<po\xc4\x8dkejte", ANCHOR_DURATION },  /* cs počkejte */
  { "<sk\xc3\xbaste to o", ANCHOR_DURATION },  /* sk skúste to o */
  { "<znova o", ANCHOR_DURATION },  /* sk: skúste to znova o */
  { "<igen om", ANCHOR_DURATION },  /* sv, da: försök igen om, prøv igen om */
  { "<igjen om", ANCHOR_DURATION },  /* nb: prøv igjen om */
  { "<v\xc3\xa4nta", ANCHOR_DURATION },  /* sv vänta */
  { "<uudelleen", ANCHOR_DURATION },  /* fi: yritä uudelleen 30 sekunnin kuluttua */
  { "<din nou \xc3\xaen", ANCHOR_DURATION },  /* ro din nou în */
  { "<din nou peste", ANCHOR_DURATION },  /* ro */
  { "<\xce\xbe\xce\xb1\xce\xbd\xce\xac \xcf\x83\xce\xb5", ANCHOR_DURATION },  /* el: δοκιμάστε ξανά σε ξανά σε */
  { "<\xc3\xbajra", ANCHOR_DURATION },  /* hu: próbálja újra 30 másodperc múlva újra */
  { "<wacht", ANCHOR_DURATION },             /* nl */
  { "<opnieuw over", ANCHOR_DURATION },      /* nl: probeer het opnieuw over */
  { "<probeer het over", ANCHOR_DURATION },  /* nl */
  { "<tunggu", ANCHOR_DURATION },            /* id, ms */
  { "<lagi dalam", ANCHOR_DURATION },        /* id: coba lagi dalam */
  { "<lagi setelah", ANCHOR_DURATION },      /* id */
  { "\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xb6\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5", ANCHOR_DURATION }, /* ru (п)одождите */
  { "\xd0\xb0\xd1\x87\xd0\xb5\xd0\xba\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5", ANCHOR_DURATION }, /* uk (з)ачекайте */
  { "<\xd1\x87\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7", ANCHOR_DURATION },             /* ru, uk через (in, after) */
  { "<vui l\xc3\xb2ng \xc4\x91\xe1\xbb\xa3i", ANCHOR_DURATION },  /* vi vui lòng đợi (please wait) */
  { "<vui l\xc3\xb2ng ch\xe1\xbb\x9d", ANCHOR_DURATION },           /* vi vui lòng chờ */
  { "<th\xe1\xbb\xad l\xe1\xba\xa1i sau", ANCHOR_DURATION },        /* vi thử lại sau (try again after) */
  { "<th\xe1\xbb\xad l\xe1\xba\xa1i trong", ANCHOR_DURATION },      /* vi thử lại trong */
  /* th "please wait" (a Thai wrapper around Gemini: "กรุณารอ 1 ชั่วโมง",
   * held-out lo022), with the Thai units of accept_zh_unit */
  { "\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xad", ANCHOR_DURATION },  /* th กรุณารอ */
  { "\xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\xa3\xe0\xb8\xad", ANCHOR_DURATION },              /* th โปรดรอ */
  { "\xd8\xa7\xd9\x84\xd8\xa7\xd9\x86\xd8\xaa\xd8\xb8\xd8\xa7\xd8\xb1", ANCHOR_DURATION }, /* ar الانتظار (waiting: يرجى الانتظار) */
  { "\xd9\x85\xd8\xb1\xd8\xa9 \xd8\xa3\xd8\xae\xd8\xb1\xd9\x89 \xd8\xa8\xd8\xb9\xd8\xaf", ANCHOR_DURATION }, /* ar مرة أخرى بعد (again after) */
  /* the provider's own instruction without "please": Copilot's "wait 1
   * hours 48 minutes for your limit to reset", "you must wait 30 seconds";
   * "waiting" and "will wait" are a client's schedule (below) */
  { "<wait>", ANCHOR_WAIT },
  /* Copilot Free's "wait until April 7, 2025 for your limit to reset": a
   * date (or a clock time) the provider names; "will wait until" is a
   * client's plan, as for a bare "wait" */
  { "<wait until", ANCHOR_UNTIL },
  { "<wait for", ANCHOR_DURATION },
  /* zh: "请等待 70 seconds，然后重试" (Copilot's zh-CN rate limit), "请在 30 秒后重试" */
  { "\xe8\xaf\xb7\xe7\xad\x89\xe5\xbe\x85", ANCHOR_DURATION },  /* 请等待 (please wait) */
  { "\xe8\xaf\xb7\xe5\x9c\xa8", ANCHOR_DURATION },              /* 请在 (please, in …) */
  { "\xe8\xaf\xb7\xe4\xba\x8e", ANCHOR_DURATION },              /* 请于 */
  /* a proxy's lock on a spent account, the duration right after it:
   * "检测到配额耗尽 (QUOTA_EXHAUSTED)，第3次连续失败，锁定 30分钟"
   * (https://github.com/lbjlaq/Antigravity-Manager/issues/1236); 冷却 (cool
   * down) likewise */
  { "\xe9\x94\x81\xe5\xae\x9a", ANCHOR_DURATION },              /* 锁定 (locked for) */
  { "\xe5\x86\xb7\xe5\x8d\xb4", ANCHOR_DURATION },              /* 冷却 (cool down for) */
  { "\xe5\x86\xb7\xe5\x8d\xb4\xe6\x97\xb6\xe9\x97\xb4", ANCHOR_DURATION },  /* 冷却时间 (cool-down time) */
  { "\xe5\x86\xb7\xe5\x8d\xb4\xe5\x89\xa9\xe4\xbd\x99", ANCHOR_DURATION },  /* 冷却剩余 (cool-down left) */
  { "\xe5\x86\xb7\xe5\x8d\xb4\xe4\xb8\xad,\xe5\x89\xa9\xe4\xbd\x99", ANCHOR_DURATION },  /* 冷却中，剩余 (its comma folded) */
  { "\xe9\x94\x81\xe5\xae\x9a\xe6\x97\xb6\xe9\x95\xbf", ANCHOR_DURATION },  /* 锁定时长 (lock length) */
  { "\xe5\x86\xb7\xe5\x8d\xbb", ANCHOR_DURATION },              /* zh-TW 冷卻 */
  { "\xe9\x8e\x96\xe5\xae\x9a", ANCHOR_DURATION },              /* zh-TW 鎖定 */
  /* CLIProxyAPI's cooldown detail, "[provider=codex auth_file=…, reason=quota, remaining=58h03m]"
   * (https://github.com/router-for-me/Cli-Proxy-API-Management-Center/issues/433), key and value */
  { "<remaining=", ANCHOR_GO_DURATION },
  /* an account manager's own wait, "[AccountManager] Rate limited: …. Available in 1m0s"
   * (https://github.com/NoeFabris/opencode-antigravity-auth/issues/148): only as Go prints a
   * duration, as "available in" alone also names sizes and regions */
  { "<available in", ANCHOR_GO_SECONDS },
};

/* A bare "until" before a written-out instant: "Usage is blocked until
 * 2026-03-11T04:00:00Z", "rate limited until Wed, 11 Mar 2026 04:00:00
 * GMT" — the provider's own end of the block, as "wait until" is, but
 * without the wait word only a date with its year may follow (a clock
 * alone after "until" may be a client's deadline or a log stamp); Arabic
 * "حتى" (until) likewise.  Read only when no reset anchor, wait or clock
 * does: "key valid until 2027-01-01 … retry after 30 seconds" waits 30
 * seconds (found by a review). */
static const Anchor until_anchors[] = {
  { "<until", ANCHOR_UNTIL_DATE },
  { "\xd8\xad\xd8\xaa\xd9\x89 ", ANCHOR_UNTIL_DATE },  /* ar حتى */
};

/* A billing cycle's end, read in the last pass: Cursor's "Your usage
 * limits will reset when your monthly cycle ends on 10/3/2025."
 * (https://github.com/kingparks/cursor-vip/issues/528,
 * https://github.com/saaranshM/unsnooze/pull/19), the date month first as
 * Cursor writes it.  The cycle turns at some hour of that day (the hour
 * the plan began), so the wait is until the day is over: the start of the
 * day after, in the provider's or the local zone.  The start of the day
 * itself would wake hours early, be refused with the same text and spend
 * the continues on a day already begun.  A sooner wait in the text wins
 * ("… try again in 3 hours", a rate limit beside the monthly note) */
static const Anchor cycle_anchors[] = {
  { "<monthly cycle ends on", ANCHOR_CYCLE_END },
  { "<billing cycle ends on", ANCHOR_CYCLE_END },
};

/* The ChatGPT backend's headers name two windows, the primary before the
 * secondary ("x-codex-primary-used-percent: 100 … x-codex-secondary-used-
 * percent: 0 … x-codex-primary-reset-after-seconds: 211513",
 * https://github.com/icebear0828/codex-proxy/issues/65).  When the
 * secondary is the one used up, its reset is the wait: the primary's,
 * named first, would wake early, be refused and spend the continues (found
 * by a review) */
static const Anchor codex_secondary_anchors[] = {
  { "<x-codex-secondary-reset-after-seconds", ANCHOR_DELTA_S },
  { "<x-codex-secondary-reset-at", ANCHOR_DELTA_S },
};

/* The used percent a header dump gives after @header ("…-used-percent:
 * 100"), or -1 */
static gint64
header_percent (const CarryOnNormText *nt,
                const char            *header)
{
  gsize end = 0;
  gint64 v;

  if (carry_on_norm_text_find (nt->lower, nt->len, 0, header, strlen (header), &end) < 0)
    return -1;
  {
    Cursor c = { nt->lower, nt->text, nt->len, end };

    while (c.pos < c.len && strchr (" :=\"'", c.s[c.pos]) != NULL)
      c.pos++;
    return read_digits (&c, &v) > 0 ? v : -1;
  }
}

/* A host's own retry countdown ("Retrying in 4 seconds… (attempt 4/10)",
 * OpenCode's "[retrying in 8h 13m attempt #1]", "Retry in 0.7 seconds").
 * A short one is the host's backoff: Claude Code doubles from 0.5 s up to
 * 32 s, OpenCode without a retry-after header stops at 30 s, gemini-cli at
 * 30 s, aider at 60 s; read as a reset it would send a continue into the
 * same window again and again.  A longer one can only come from the
 * provider (OpenCode waits for the retry-after or the rate-limit reset
 * header when one is sent, so its first attempt already names hours), and
 * beyond the limit ladder's first rung (5 minutes) the ladder would spend
 * continues long before the window opens, then give up.  So a schedule
 * counts, as the last resort after every reset anchor above, only when it
 * is longer than SCHEDULE_MIN_S.  Sources: opencode issues 47318 and 50091
 * (hours at attempt #1), claude-code issue 7218 and aider issue 861 (short
 * backoffs printed beside a 529 and a per-minute limit). */
static const Anchor schedule_anchors[] = {
  { "<retrying in", ANCHOR_SCHEDULE },
  { "<retry in", ANCHOR_SCHEDULE },
  /* a client's wait banner: "Rate limit exceeded. Waiting for 10
   * seconds.", cc-haha's "HTTP 429 等待 13570s" (等待: waiting) */
  { "<waiting", ANCHOR_SCHEDULE },
  { "\xe7\xad\x89\xe5\xbe\x85", ANCHOR_SCHEDULE },
  /* OpenCode's retry line in Arabic: "إعادة المحاولة" (retrying) and "خلال
   * {{seconds}} ثواني" (in N seconds; ui.sessionTurn.retry.retrying and
   * .inSeconds in
   * https://github.com/anomalyco/opencode/blob/dev/packages/ui/src/i18n/ar.ts),
   * printed "إعادة المحاولة خلال 62056 ثواني - المحاولة رقم 1"
   * (https://github.com/anomalyco/opencode/issues/27492): the same
   * countdown as "retrying in 62056s - attempt #1", so a schedule.  Its
   * units (ثواني, دقائق, ساعات) are accept_zh_unit's stems */
  { "\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xae\xd9\x84\xd8\xa7\xd9\x84",
    ANCHOR_SCHEDULE },  /* ar إعادة المحاولة خلال */
  /* Claude Code's stream-json event announcing its own retry,
   * {"type":"system","subtype":"api_retry","attempt":1,"max_retries":2,
   * "retry_delay_ms":516,"error_status":429,…} (a fixture of puffo-agent,
   * https://github.com/puffo-ai/puffo-agent/blob/7310ee3ebb88f649e7b21d6fffad4b580fd8badc/tests/fixtures/claude_cli_2_1_224_budget_429.jsonl,
   * held-out aaa008): the host's delay before its next attempt, in ms.
   * As the JSON member only: a setting "retry_delay_ms=600000" in a log
   * names no wait (found by a review) */
  { "<retry_delay_ms\"", ANCHOR_SCHEDULE_MS },
};

#define SCHEDULE_MIN_S (5 * 60)

/* Whether the "[" at @pos opens a header map's value: it follows ":" or
 * "=>" (white space between) and holds one number, quoted or not, with no
 * unit word after its "]" ("Retry-After:[20] Date:[…]", "\"retry-after\" =>
 * [\"4\"]"; not "retry_after:[500] ms", whose unit the number would lose) */
static gboolean
opens_map_value (const Cursor *c,
                 gsize         pos)
{
  gsize p = pos;
  gsize q = pos + 1;
  gsize digits = 0;

  while (p > 0 && c->s[p - 1] == ' ')
    p--;
  if (p == 0 || (c->s[p - 1] != ':' && !(c->s[p - 1] == '>' && p >= 2 && c->s[p - 2] == '=')))
    return FALSE;
  if (q < c->len && c->s[q] == '"')
    q++;
  while (q < c->len && g_ascii_isdigit (c->s[q]))
    q++, digits++;
  if (q < c->len && c->s[q] == '"')
    q++;
  if (digits == 0 || q >= c->len || c->s[q] != ']')
    return FALSE;
  for (q++; q < c->len && c->s[q] == ' '; q++)
    ;
  {
    Cursor after = *c;
    char word[16];

    after.pos = q;
    /* the next key of the map may follow ("Date:[…]"), a unit may not */
    return read_letters (&after, word, sizeof word) == 0 || unit_seconds (word) == 0;
  }
}

/* Skips what may stand between an anchor and its value: the rest of the
 * word ("resets", "resets_at", "resetsAt"), quotes, colons, "at", "in", …,
 * the brackets and arrows of header maps as languages print them (Go's
 * fmt: "map[Retry-After:[20]]", https://pkg.go.dev/fmt; Elixir's Req and
 * Ruby: "\"retry-after\" => [\"4\"]",
 * https://github.com/brainlid/langchain/issues/302) and the "~" of an
 * approximate wait ("Soonest reset ~3m",
 * https://github.com/tashfeenahmed/freellmapi/issues/423) */
static void
skip_connectors (Cursor  *c,
                 gboolean in_word)
{
  if (in_word)
    while (c->pos < c->len && (g_ascii_isalnum (c->s[c->pos]) || c->s[c->pos] == '_'))
      c->pos++;

  for (guint guard = 0; guard < 8; guard++)
    {
      gsize before = c->pos;

      while (c->pos < c->len && c->s[c->pos] != '\0' &&
             (strchr (" \n:=\"'~", c->s[c->pos]) != NULL ||
              (c->s[c->pos] == '>' && c->pos > before && c->s[c->pos - 1] == '=') ||
              (c->s[c->pos] == '[' && opens_map_value (c, c->pos))))
        c->pos++;
      if (accept_word (c, "at") || accept_word (c, "in") || accept_word (c, "on") ||
          accept_word (c, "after") || accept_word (c, "em") || accept_word (c, "is") ||
          accept_word (c, "for") || accept_word (c, "by") || accept_word (c, "of") ||
          accept_word (c, "again") || accept_word (c, "until") ||
          accept_word (c, "today"))
        continue;
      if (c->pos == before)
        break;
    }
}

/* Whether the word just before the cursor is @word, spaces skipped (and
 * line breaks too when @across_lines): "retry in 0:09:48" names a
 * countdown, "try again at 12:16" a clock. */
static gboolean
word_before_is (const Cursor *c,
                const char   *word,
                gboolean      across_lines)
{
  gsize p = c->pos;
  gsize n = strlen (word);

  while (p > 0 && (c->s[p - 1] == ' ' || (across_lines && c->s[p - 1] == '\n')))
    p--;
  return p >= n && memcmp (c->s + p - n, word, n) == 0 && (p == n || !g_ascii_isalnum (c->s[p - n - 1]));
}

/* An H:MM:SS countdown at the cursor, after "in": Hugging Face ZeroGPU's
 * "You have exceeded your GPU quota (60s requested vs. 56s left) … retry
 * in 0:09:48" and "Try again in 0:00:00" (which is now).  Its seconds in
 * @out_s, the cursor past it; FALSE (the cursor unmoved) for anything else,
 * such as "9:48" (no hours), "0:60:00", "1:00:00 pm" (a clock) or
 * "0:09:48.5".  Sources: https://github.com/levihsu/OOTDiffusion/issues/205;
 * https://discuss.huggingface.co/t/zerogpu-quota-shows-0s-left-despite-active-pro-subscription/173970 */
static gboolean
parse_hms_countdown (Cursor *c,
                     gint64 *out_s)
{
  gsize save = c->pos;
  gint64 h, m, sec, days = 0;
  guint n;

  skip_ws (c);
  n = read_digits (c, &h);
  /* a .NET TimeSpan's days before its hours ("5.03:23:11", Azure API
   * Management's quota policy): the hours are then two digits */
  if (n >= 1 && n <= 4 && at_char (c, '.') && c->pos + 3 < c->len &&
      g_ascii_isdigit (c->s[c->pos + 1]) && g_ascii_isdigit (c->s[c->pos + 2]) && c->s[c->pos + 3] == ':')
    {
      gint64 hh;

      days = h;
      c->pos++;
      read_digits (c, &hh);
      if (hh > 23)
        goto fail;
      h = hh;
      n = 2;
    }
  if (n < 1 || n > 2 || !at_char (c, ':'))
    goto fail;
  c->pos++;
  if (read_digits (c, &m) != 2 || m > 59 || !at_char (c, ':'))
    goto fail;
  c->pos++;
  if (read_digits (c, &sec) != 2 || sec > 59)
    goto fail;
  if (c->pos < c->len && (g_ascii_isalnum (c->s[c->pos]) || c->s[c->pos] == ':' ||
                          (c->s[c->pos] == '.' && c->pos + 1 < c->len && g_ascii_isdigit (c->s[c->pos + 1]))))
    goto fail;
  {
    Cursor after = *c;

    if (accept_word (&after, "am") || accept_word (&after, "pm") ||
        accept_word (&after, "a.m") || accept_word (&after, "p.m"))
      goto fail;
  }
  *out_s = days * 86400 + h * 3600 + m * 60 + sec;
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* An H:MM:SS at the cursor that says it is one ("Retry after 0:01:25
 * (HH:MM:SS)", a 429 as Anthropic's computer-use demo shows it,
 * https://github.com/anthropics/claude-quickstarts/issues/235, held-out
 * ks010): a countdown, whatever word comes before it.  Like
 * parse_hms_countdown(), its seconds in @out_s and the cursor past the
 * countdown (not its label); FALSE, the cursor unmoved, without the
 * label. */
static gboolean
parse_labelled_hms (Cursor *c,
                    gint64 *out_s)
{
  Cursor peek = *c;
  gsize end;

  if (!parse_hms_countdown (&peek, out_s))
    return FALSE;
  end = peek.pos;
  skip_ws (&peek);
  if (!accept_bytes (&peek, "(hh:mm:ss)"))
    return FALSE;
  c->pos = end;
  return TRUE;
}

/* Whether the duration at the cursor starts with a number written as a
 * word or "a"/"an" ("retry in one minute", BlinkOps' per-minute window): a
 * person wrote it, not a client's backoff timer, which prints digits
 * ("Retrying in 4 seconds", "Retry in 0.7 seconds").  The cursor is not
 * moved. */
static gboolean
duration_in_words (const Cursor *c)
{
  Cursor peek = *c;

  (void) (accept_word (&peek, "about") || accept_word (&peek, "approximately") || accept_word (&peek, "around"));
  return accept_number_word (&peek) != 0 || accept_word (&peek, "an") || accept_word (&peek, "a");
}

static gboolean cjk_reset_word_directly_after (const char *lower,
                                               gsize       len,
                                               gsize       pos);

/* Whether 前 ("before", "ago") follows the cursor, after spaces */
static gboolean
cjk_ago_follows (const Cursor *c)
{
  Cursor k = *c;

  skip_spaces (&k);
  return accept_bytes (&k, "\xe5\x89\x8d");  /* 前 */
}

/* Whether the cursor is on a value written as Go's time.Duration prints
 * it: runs of digits and a unit (h, m, s, ms, us), lower case, as in
 * "58h3m0s" or "45s", the seconds with a fraction ("1.5s", "2m30.5s");
 * then the end, a full stop that ends a sentence, or anything but a
 * letter, digit or '.', and not a space before a word ("5m tokens" is an
 * amount).  With @seconds_last, the last unit must be seconds (s, ms, us),
 * as Go's String() always ends: "10m" or "2h" is not its output. */
static gboolean
go_duration_at (const Cursor *c,
                gboolean      seconds_last)
{
  gsize at = c->pos;
  guint runs = 0;
  gboolean last_seconds = FALSE;

  while (at < c->len && g_ascii_isdigit (c->s[at]))
    {
      gboolean fraction = FALSE;

      while (at < c->len && g_ascii_isdigit (c->s[at]))
        at++;
      if (at + 1 < c->len && c->s[at] == '.' && g_ascii_isdigit (c->s[at + 1]))
        {
          /* a fraction, only of seconds or less ("1.5s", "2.25ms"),
           * checked with the unit below */
          fraction = TRUE;
          at++;
          while (at < c->len && g_ascii_isdigit (c->s[at]))
            at++;
        }
      last_seconds = FALSE;
      if (at + 1 < c->len && (c->orig[at] == 'm' || c->orig[at] == 'u') && c->orig[at + 1] == 's')
        {
          at += 2;
          last_seconds = TRUE;
        }
      else if (at < c->len && (c->orig[at] == 'h' || c->orig[at] == 'm' || c->orig[at] == 's'))
        {
          last_seconds = c->orig[at] == 's';
          at++;
        }
      else
        return FALSE;
      if (fraction && !last_seconds)
        return FALSE;
      runs++;
    }
  if (runs == 0 || (seconds_last && !last_seconds))
    return FALSE;
  if (at == c->len)
    return TRUE;
  if (c->s[at] == '.')
    return at + 1 == c->len || c->s[at + 1] == ' ' || c->s[at + 1] == '\n';
  if (g_ascii_isalnum (c->s[at]))
    return FALSE;
  if (c->s[at] == ' ' && at + 1 < c->len && g_ascii_isalpha (c->s[at + 1]))
    return FALSE;
  return TRUE;
}

/* A bare count at the cursor, white space skipped: digits that no letter
 * or digit follows, a fraction after a "." rounded up ("14.1" is 15, "20.0"
 * is 20).  Returns how many digits its whole part has, or 0 when there is
 * no such count (the cursor is then left wherever reading stopped) */
static guint
read_bare_number (Cursor *c,
                  gint64 *out_v)
{
  guint n;

  skip_ws (c);
  n = read_digits (c, out_v);
  if (n == 0 || (c->pos < c->len && g_ascii_isalnum (c->s[c->pos])))
    return 0;
  if (at_char (c, '.') && c->pos + 1 < c->len && g_ascii_isdigit (c->s[c->pos + 1]))
    {
      gint64 frac;

      c->pos++;
      read_digits (c, &frac);
      if (frac > 0)
        *out_v += 1;
    }
  return n;
}

static gboolean
parse_after_anchor (Cursor     *c,
                    AnchorKind  kind,
                    GDateTime  *now,
                    GTimeZone  *tz,
                    gint64     *out)
{
  gint64 now_s = g_date_time_to_unix (now);
  gint64 ms, s;
  gsize save = c->pos;

  /* "in 0:09:48" is a countdown, whatever the anchor, and so is one that
   * says "(HH:MM:SS)"; "at 12:16" stays a clock time */
  if (((kind == ANCHOR_ANY || kind == ANCHOR_SCHEDULE || kind == ANCHOR_DURATION) && word_before_is (c, "in", TRUE) &&
       parse_hms_countdown (c, &s)) ||
      (kind != ANCHOR_EPOCH && parse_labelled_hms (c, &s)))
    {
      *out = now_s + s;
      return TRUE;
    }

  switch (kind)
    {
    case ANCHOR_EPOCH:
      return parse_epoch (c, out);

    case ANCHOR_DURATION:
    case ANCHOR_WAIT:
      if (parse_duration (c, &ms))
        {
          /* a duration "ago" is past ("已锁定 2 小时前", locked two hours
           * ago), not a wait (found by a review) */
          if (cjk_ago_follows (c))
            {
              c->pos = save;
              return FALSE;
            }
          *out = now_s + (ms + 999) / 1000;
          return TRUE;
        }
      return FALSE;

    case ANCHOR_GO_DURATION:
    case ANCHOR_GO_SECONDS:
      if (go_duration_at (c, kind == ANCHOR_GO_SECONDS) && parse_duration (c, &ms))
        {
          *out = now_s + (ms + 999) / 1000;
          return TRUE;
        }
      c->pos = save;
      return FALSE;

    case ANCHOR_SCHEDULE:
      /* a short schedule is a client's backoff, unless written in words */
      if (duration_in_words (c) && parse_duration (c, &ms))
        {
          *out = now_s + (ms + 999) / 1000;
          return TRUE;
        }
      if (parse_duration (c, &ms) && ms > (gint64) SCHEDULE_MIN_S * 1000)
        {
          *out = now_s + (ms + 999) / 1000;
          return TRUE;
        }
      c->pos = save;
      return FALSE;

    case ANCHOR_SCHEDULE_MS:
      {
        gint64 v;

        if (read_bare_number (c, &v) > 0 && v > (gint64) SCHEDULE_MIN_S * 1000)
          {
            *out = now_s + (v + 999) / 1000;
            return TRUE;
          }
        c->pos = save;
      }
      return FALSE;

    case ANCHOR_DELTA_S:
    case ANCHOR_DELTA_MS:
      if (parse_http_date (c, out))
        {
          /* a date already past means "now" (RFC 9110 §10.2.3) */
          *out = MAX (*out, now_s);
          return TRUE;
        }
      if (parse_epoch (c, out))
        return TRUE;
      /* "Retry after 2024-06-27 03:57:26 +0000 UTC" (Go), RFC 3339: an
       * instant, not 2024 seconds; past means now, as for an HTTP-date */
      if (parse_iso (c, tz, out))
        {
          *out = MAX (*out, now_s);
          return TRUE;
        }
      if (parse_duration (c, &ms))
        {
          *out = now_s + (ms + 999) / 1000;
          return TRUE;
        }
      {
        gint64 v;
        guint n = read_bare_number (c, &v);

        if (n > 0 && n <= 9)
          {
            *out = now_s + (kind == ANCHOR_DELTA_MS ? (v + 999) / 1000 : v);
            return TRUE;
          }
        c->pos = save;
      }
      return parse_iso (c, tz, out) || parse_clock_reset (c, now, tz, out);

    case ANCHOR_TOMORROW:
      {
        g_autoptr(GDateTime) local = g_date_time_to_timezone (now, tz);
        g_autoptr(GDateTime) midnight = NULL;
        g_autoptr(GDateTime) next = NULL;
        int h, mi, sec;

        if (local == NULL)
          return FALSE;
        /* "try again tomorrow at 9am" (or "at noon", "after 9:00 AM UTC",
         * "from 9am"): that clock, not midnight; only after such a word on
         * the same line, so a log line's stamp after "try again tomorrow"
         * is not read as one */
        {
          Cursor k = *c;

          k.day_words = TRUE;
          skip_spaces (&k);
          /* "after" is skipped with the connectors, so seen before */
          if ((word_before_is (&k, "at", FALSE) || word_before_is (&k, "after", FALSE) || accept_word_here (&k, "at") ||
               accept_word_here (&k, "after") || accept_word_here (&k, "from")) && (skip_spaces (&k), !at_char (&k, '\n')) &&
              parse_clock (&k, &h, &mi, &sec))
            {
              g_autoptr(GTimeZone) zone = parse_zone (&k);
              GTimeZone *ztz = zone != NULL ? zone : tz;
              g_autoptr(GDateTime) zlocal = g_date_time_to_timezone (now, ztz);
              g_autoptr(GDateTime) at = zlocal != NULL ? days_after_at (ztz, zlocal, 1, h, mi, sec) : NULL;

              if (at != NULL)
                {
                  c->pos = k.pos;
                  *out = g_date_time_to_unix (at);
                  return TRUE;
                }
            }
        }
        midnight = g_date_time_new (tz, g_date_time_get_year (local), g_date_time_get_month (local),
                                    g_date_time_get_day_of_month (local), 0, 0, 0);
        next = midnight != NULL ? next_day_same_time (tz, midnight) : NULL;
        if (next == NULL)
          return FALSE;
        *out = g_date_time_to_unix (next);
        /* …or UTC's next midnight when that comes first: a provider
         * counting its day in UTC (Kiro's users report midnight UTC)
         * refuses at our midnight with "come back tomorrow" again, and our
         * next midnight would be a day late; waking hours early costs one
         * refused request.  Not when the text names its zone (北京时间) */
        if (!c->zone_named)
          {
            g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
            g_autoptr(GDateTime) now_utc = g_date_time_to_timezone (now, utc);
            g_autoptr(GDateTime) utc_next = now_utc != NULL ? days_after_at (utc, now_utc, 1, 0, 0, 0) : NULL;

            if (utc_next != NULL && g_date_time_to_unix (utc_next) < *out)
              *out = g_date_time_to_unix (utc_next);
          }
        return TRUE;
      }

    case ANCHOR_UNTIL:
      return parse_iso (c, tz, out) || parse_clock_reset (c, now, tz, out);

    case ANCHOR_UNTIL_DATE:
      return parse_iso (c, tz, out) || parse_http_date (c, out);

    case ANCHOR_CYCLE_END:
      {
        g_autoptr(GDateTime) day = NULL;
        g_autoptr(GDateTime) next = NULL;
        int y, mo, d;

        /* a date with its year, and no clock after it */
        if (!parse_date (c, &y, &mo, &d) || y == 0 || (skip_spaces (c), c->pos < c->len && g_ascii_isdigit (c->s[c->pos])) ||
            (day = make_local (tz, y, mo, d, 0, 0, 0)) == NULL || (next = next_day_same_time (tz, day)) == NULL ||
            g_date_time_to_unix (next) <= now_s)
          {
            c->pos = save;
            return FALSE;
          }
        *out = g_date_time_to_unix (next);
        return TRUE;
      }

    case ANCHOR_ZH_WILL:
      if (parse_after_anchor (c, ANCHOR_ANY, now, tz, out) && cjk_reset_word_directly_after (c->s, c->len, c->pos))
        return TRUE;
      c->pos = save;
      return FALSE;

    case ANCHOR_REQUESTED:
      {
        Cursor after;

        (void) (accept_word (c, "a") || accept_word (c, "an"));
        if (!parse_duration (c, &ms))
          {
            c->pos = save;
            return FALSE;
          }
        after = *c;
        skip_ws (&after);
        if (accept_word (&after, "wait") || accept_word (&after, "delay") ||
            accept_word (&after, "backoff") || accept_word (&after, "cooldown"))
          {
            *out = now_s + (ms + 999) / 1000;
            return TRUE;
          }
        c->pos = save;
        return FALSE;
      }

    case ANCHOR_ANY:
    default:
      if (parse_epoch (c, out))
        return TRUE;
      if (parse_http_date (c, out))
        return TRUE;
      if (parse_iso (c, tz, out))
        return TRUE;
      if (parse_duration (c, &ms))
        {
          *out = now_s + (ms + 999) / 1000;
          return TRUE;
        }
      return parse_clock_reset (c, now, tz, out);
    }
}

/* Whether the "wait" at @at is a client's own plan ("will wait", "I'll
 * wait", "we'll wait", "going to wait") rather than the provider's
 * instruction. */
static gboolean
said_by_client (const char *lower,
                gsize       at)
{
  static const char *const before[] = { "will ", "'ll ", "going to ", "shall " };

  for (guint i = 0; i < G_N_ELEMENTS (before); i++)
    {
      gsize n = strlen (before[i]);

      if (at >= n && memcmp (lower + at - n, before[i], n) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Waits written number first, the CJK way: ja "84 秒後に再試行してくださ
 * い", "84 seconds を待ってから", "5分後に"; zh "请 84 秒后重试", "5 分钟后再试";
 * ko "30초 후에 다시 시도하세요", "5분 후".  A duration followed by a wait
 * word (を待, 待って, 기다) is one; followed by "after" (後, 后, 之后, 以后,
 * 후, 뒤, 経って) it counts only when a retry or reset word follows within
 * a few characters, so "30 秒后超时" (timed out after 30 s) is not a reset. */
static const struct {
  const char *marker;
  gboolean    needs_retry_word;
} cjk_wait_markers[] = {
  { "\xe3\x82\x92\xe5\xbe\x85", FALSE },              /* ja を待 (wait for) */
  { "\xe5\xbe\x85\xe3\x81\xa3\xe3\x81\xa6", FALSE },  /* ja 待って */
  { "\xea\xb8\xb0\xeb\x8b\xa4", FALSE },              /* ko 기다 (wait) */
  { "\xe5\xbe\x8c", TRUE },                          /* ja, zh-TW 後 (after) */
  { "\xe5\x90\x8e", TRUE },                          /* zh 后 */
  { "\xe4\xb9\x8b\xe5\x90\x8e", TRUE },              /* zh 之后 */
  { "\xe4\xbb\xa5\xe5\x90\x8e", TRUE },              /* zh 以后 */
  { "\xe7\xb5\x8c\xe3\x81\xa3\xe3\x81\xa6", TRUE },  /* ja 経って */
  { "\xed\x9b\x84", TRUE },                          /* ko 후 */
  { "\xeb\x92\xa4", TRUE },                          /* ko 뒤 */
  /* Turkish puts the verb last too: Copilot's "Yeniden denemeden önce
   * lütfen 33 minutes bekleyin" (vscode-copilot-release issue 10239),
   * "30 saniye sonra tekrar deneyin" */
  { "bekle", FALSE },                                /* tr bekle(yin) (wait) */
  { "sonra", TRUE },                                 /* tr sonra (after) */
};

static const char *const cjk_retry_words[] = {
  "\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c",  /* ja 再試行 */
  "\xe8\xa9\xa6",                          /* ja, zh-TW 試 (お試し, 試して, 再試) */
  "\xe5\x86\x8d\xe5\xba\xa6",              /* ja 再度 */
  "\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe5\xba\xa6",  /* ja もう一度 */
  "\xe3\x83\xaa\xe3\x83\x88\xe3\x83\xa9\xe3\x82\xa4",  /* ja リトライ */
  "\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88",  /* ja リセット */
  "\xe8\xa7\xa3\xe9\x99\xa4",              /* ja 解除 (lifted) */
  "\xe5\x88\xa9\xe7\x94\xa8",              /* ja 利用 (use) */
  "\xe9\x87\x8d\xe8\xaf\x95",              /* zh 重试 */
  "\xe5\x86\x8d\xe8\xaf\x95",              /* zh 再试 */
  "\xe9\x87\x8d\xe6\x96\xb0",              /* zh 重新 */
  "\xe5\x86\x8d\xe6\xac\xa1",              /* zh 再次 */
  "\xe6\x81\xa2\xe5\xa4\x8d",              /* zh 恢复 */
  "\xe9\x87\x8d\xe7\xbd\xae",              /* zh 重置 */
  "\xe5\x8f\xaf\xe7\x94\xa8",              /* zh 可用 */
  "\xe4\xbd\xbf\xe7\x94\xa8",              /* zh, ja 使用 */
  "\xe9\x87\x8d\xe8\xa9\xa6",              /* zh-TW 重試 */
  "\xeb\x8b\xa4\xec\x8b\x9c",              /* ko 다시 (again) */
  "\xec\x8b\x9c\xeb\x8f\x84",              /* ko 시도 (try) */
  "\xec\x9e\xac\xec\x84\xa4\xec\xa0\x95",  /* ko 재설정 (reset) */
  "\xec\xb4\x88\xea\xb8\xb0\xed\x99\x94",  /* ko 초기화 (reset) */
  "\xec\x82\xac\xec\x9a\xa9",              /* ko 사용 (use) */
  "\xec\x9d\xb4\xec\x9a\xa9",              /* ko 이용 (use) */
  "retry", "try again", "reset",
  "tekrar", "yeniden", "dene",             /* tr again, anew, try */
};

#define CJK_RETRY_WINDOW 48  /* bytes after the marker: about 16 CJK characters */

/* A timeout right after "after" (and its particle: ja に, ko 에): the duration is how long something ran
 * before it timed out, not a wait, even when a retry word comes later
 * ("온보딩 작업이 60초 후 시간 초과되었습니다. 나중에 다시 시도하세요": the
 * onboarding timed out after 60 s, try again later; Kilo Code's Korean
 * errors.geminiCli.onboardingTimeout, held-out ir035). */
static const char *const cjk_timeout_words[] = {
  "\xec\x8b\x9c\xea\xb0\x84 \xec\xb4\x88\xea\xb3\xbc",  /* ko 시간 초과 */
  "\xed\x83\x80\xec\x9e\x84\xec\x95\x84\xec\x9b\x83",  /* ko 타임아웃 */
  "\xe8\xb6\x85\xe6\x97\xb6",                          /* zh 超时 */
  "\xe8\xb6\x85\xe6\x99\x82",                          /* zh-TW 超時 */
  "\xe3\x82\xbf\xe3\x82\xa4\xe3\x83\xa0\xe3\x82\xa2\xe3\x82\xa6\xe3\x83\x88",  /* ja タイムアウト */
  "timed out", "timeout",
};

static gboolean
cjk_timeout_follows (const Cursor *c,
                     gsize         at)
{
  static const char ja_ni[] = "\xe3\x81\xab";  /* ja に (at, after 後) */
  static const char ko_e[] = "\xec\x97\x90";   /* ko 에 (after 후) */

  if (at + 3 <= c->len && (memcmp (c->s + at, ja_ni, 3) == 0 || memcmp (c->s + at, ko_e, 3) == 0))
    at += 3;
  while (at < c->len && c->s[at] == ' ')
    at++;
  for (guint w = 0; w < G_N_ELEMENTS (cjk_timeout_words); w++)
    {
      gsize wn = strlen (cjk_timeout_words[w]);

      if (at + wn <= c->len && memcmp (c->s + at, cjk_timeout_words[w], wn) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Words that make a number-first wait the client's own plan rather than
 * the provider's instruction: "30秒後に再試行します" (ja: will retry),
 * "30초 후에 다시 시도합니다" (ko: will retry), "30 秒后自动重试" (zh:
 * retries automatically), "等待 30 秒后重试" (zh: waiting, not 请等待),
 * "(attempt 2/5)".
 * Such a schedule follows the five-minute threshold of a host's retry
 * schedule (docs/classifier.md). */
static const char *const cjk_schedule_after[] = {
  "\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x99",  /* ja します */
  "\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4",  /* ko 합니다 */
  "\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4",  /* ko 됩니다 */
  "\xe8\x87\xaa\xe5\x8a\xa8",              /* zh 自动 (automatically) */
  "\xe8\x87\xaa\xe5\x8b\x95",              /* ja, zh-TW 自動 */
  "attempt",
};

static gboolean
cjk_is_schedule (const Cursor *c,
                 gsize         number_at)
{
  static const char waiting[] = "\xe7\xad\x89\xe5\xbe\x85";        /* 等待 */
  static const char please[] = "\xe8\xaf\xb7";                       /* 请 */
  gsize end = MIN (c->len, c->pos + CJK_RETRY_WINDOW + 8);
  gsize back = number_at;

  for (guint w = 0; w < G_N_ELEMENTS (cjk_schedule_after); w++)
    {
      gsize wn = strlen (cjk_schedule_after[w]);

      for (gsize k = c->pos; k + wn <= end; k++)
        if (memcmp (c->s + k, cjk_schedule_after[w], wn) == 0)
          return TRUE;
    }

  /* 等待 right before the number, not 请等待 */
  while (back > 0 && c->s[back - 1] == ' ')
    back--;
  if (back >= 6 && memcmp (c->s + back - 6, waiting, 6) == 0 &&
      !(back >= 9 && memcmp (c->s + back - 9, please, 3) == 0))
    return TRUE;
  return FALSE;
}

static gboolean
cjk_marker_at (Cursor *c)
{
  skip_ws (c);
  for (guint i = 0; i < G_N_ELEMENTS (cjk_wait_markers); i++)
    {
      const char *m = cjk_wait_markers[i].marker;
      gsize n = strlen (m);
      gsize end;

      if (c->pos + n > c->len || memcmp (c->s + c->pos, m, n) != 0)
        continue;
      if (!cjk_wait_markers[i].needs_retry_word)
        return TRUE;
      if (cjk_timeout_follows (c, c->pos + n))
        continue;

      end = MIN (c->len, c->pos + n + CJK_RETRY_WINDOW);
      for (guint w = 0; w < G_N_ELEMENTS (cjk_retry_words); w++)
        {
          gsize wn = strlen (cjk_retry_words[w]);

          for (gsize k = c->pos + n; k + wn <= end; k++)
            if (memcmp (c->s + k, cjk_retry_words[w], wn) == 0)
              return TRUE;
        }
    }
  return FALSE;
}

static gboolean
find_cjk_wait (const CarryOnNormText *nt,
               GDateTime             *now,
               gint64                *out_epoch_s)
{
  gboolean any = FALSE;
  guint tried = 0;

  /* a cheap test first: most texts hold no marker at all */
  for (guint i = 0; i < G_N_ELEMENTS (cjk_wait_markers) && !any; i++)
    any = g_strstr_len (nt->lower, nt->len, cjk_wait_markers[i].marker) != NULL;
  if (!any)
    return FALSE;

  for (gsize i = 0; i < nt->len && tried < 256; i++)
    {
      Cursor c = { nt->lower, nt->text, nt->len, i };
      gint64 ms;

      if (!g_ascii_isdigit (nt->lower[i]) ||
          (i > 0 && (g_ascii_isalnum (nt->lower[i - 1]) || nt->lower[i - 1] == '.')))
        continue;
      tried++;
      if (parse_duration (&c, &ms) && cjk_marker_at (&c) &&
          (ms > (gint64) SCHEDULE_MIN_S * 1000 || !cjk_is_schedule (&c, i)))
        {
          *out_epoch_s = g_date_time_to_unix (now) + (ms + 999) / 1000;
          return TRUE;
        }
    }
  return FALSE;
}

/* Clock times written the Japanese and Korean way, with the reset word
 * after them, as Claude Code and claude.ai print them localised:
 * "制限は午後7時(アジア/東京)にリセットされます", "한도는 오후 7시(아시아/도쿄)에
 * 재설정됩니다" (https://www.cometapi.com/ja/when-does-claude-code-usage-reset).
 * 午前/오전 is a.m., 午後/오후 p.m.; the hour takes 時/시, the minutes 分/분.
 * A parenthesised zone is the localised IANA name: its city is looked up
 * in the table below, an ASCII name goes through zone_from_identifier, and
 * anything else leaves the default zone. */
static const struct {
  const char *city;
  const char *zone;
} cjk_cities[] = {
  { "\xe6\x9d\xb1\xe4\xba\xac", "Asia/Tokyo" },                                  /* 東京 */
  { "\xeb\x8f\x84\xec\xbf\x84", "Asia/Tokyo" },                                  /* 도쿄 */
  { "\xe3\x82\xbd\xe3\x82\xa6\xe3\x83\xab", "Asia/Seoul" },                      /* ソウル */
  { "\xec\x84\x9c\xec\x9a\xb8", "Asia/Seoul" },                                  /* 서울 */
  { "\xe4\xb8\x8a\xe6\xb5\xb7", "Asia/Shanghai" },                               /* 上海 */
  { "\xec\x83\x81\xed\x95\x98\xec\x9d\xb4", "Asia/Shanghai" },                   /* 상하이 */
  { "\xe9\xa6\x99\xe6\xb8\xaf", "Asia/Hong_Kong" },                              /* 香港 */
  { "\xed\x99\x8d\xec\xbd\xa9", "Asia/Hong_Kong" },                              /* 홍콩 */
  { "\xe5\x8f\xb0\xe5\x8c\x97", "Asia/Taipei" },                                 /* 台北 */
  { "\xe3\x82\xb7\xe3\x83\xb3\xe3\x82\xac\xe3\x83\x9d\xe3\x83\xbc\xe3\x83\xab", "Asia/Singapore" }, /* シンガポール */
  { "\xec\x8b\xb1\xea\xb0\x80\xed\x8f\xac\xeb\xa5\xb4", "Asia/Singapore" },     /* 싱가포르 */
  { "\xe3\x83\xad\xe3\x82\xb5\xe3\x83\xb3\xe3\x82\xbc\xe3\x83\xab\xe3\x82\xb9", "America/Los_Angeles" }, /* ロサンゼルス */
  { "\xeb\xa1\x9c\xec\x8a\xa4\xec\x95\xa4\xec\xa0\xa4\xeb\xa0\x88\xec\x8a\xa4", "America/Los_Angeles" }, /* 로스앤젤레스 */
  { "\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\xa8\xe3\x83\xbc\xe3\x82\xaf", "America/New_York" },   /* ニューヨーク */
  { "\xeb\x89\xb4\xec\x9a\x95", "America/New_York" },                            /* 뉴욕 */
  { "\xe3\x83\xad\xe3\x83\xb3\xe3\x83\x89\xe3\x83\xb3", "Europe/London" },       /* ロンドン */
  { "\xeb\x9f\xb0\xeb\x8d\x98", "Europe/London" },                               /* 런던 */
  { "\xe3\x83\x91\xe3\x83\xaa", "Europe/Paris" },                                /* パリ */
  { "\xed\x8c\x8c\xeb\xa6\xac", "Europe/Paris" },                                /* 파리 */
  { "\xe3\x83\x99\xe3\x83\xab\xe3\x83\xaa\xe3\x83\xb3", "Europe/Berlin" },       /* ベルリン */
  { "\xeb\xb2\xa0\xeb\xa5\xbc\xeb\xa6\xb0", "Europe/Berlin" },                   /* 베를린 */
};

static const char *const cjk_reset_words[] = {
  "\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88", /* リセット */
  "\xec\x9e\xac\xec\x84\xa4\xec\xa0\x95",             /* 재설정 */
  "\xec\xb4\x88\xea\xb8\xb0\xed\x99\x94",             /* 초기화 */
  "\xe9\x87\x8d\xe7\xbd\xae",                         /* 重置 */
  "\xe5\x9b\x9e\xe5\xbe\xa9",                         /* 回復 */
};

/* Whether one of @words (@n_words) stands within 24 bytes after @pos */
static gboolean
cjk_word_follows (const CarryOnNormText *nt,
                  gsize                  pos,
                  const char * const    *words,
                  guint                  n_words)
{
  for (guint w = 0; w < n_words; w++)
    if (g_strstr_len (nt->lower + pos, (gssize) MIN (nt->len - pos, (gsize) 24), words[w]) != NULL)
      return TRUE;
  return FALSE;
}

/* Whether a reset word stands within 24 bytes after @pos ("にリセットされます",
 * "에 재설정됩니다", "以降にリセットされます"): a clock counts only then */
static gboolean
cjk_reset_word_follows (const CarryOnNormText *nt,
                        gsize                  pos)
{
  return cjk_word_follows (nt, pos, cjk_reset_words, G_N_ELEMENTS (cjk_reset_words));
}

/* The zone in "(アジア/東京)" at the cursor, or %NULL; moves past it. */
static GTimeZone *
parse_cjk_zone (Cursor *c)
{
  const char *close;
  gsize n;
  g_autofree char *inside = NULL;

  if (c->pos >= c->len || c->s[c->pos] != '(')
    return NULL;
  close = memchr (c->s + c->pos + 1, ')', MIN (c->len - c->pos - 1, (gsize) 64));
  if (close == NULL)
    return NULL;
  n = (gsize) (close - (c->s + c->pos + 1));
  inside = g_strndup (c->s + c->pos + 1, n);
  c->pos += n + 2;
  for (guint i = 0; i < G_N_ELEMENTS (cjk_cities); i++)
    if (strstr (inside, cjk_cities[i].city) != NULL)
      return g_time_zone_new_identifier (cjk_cities[i].zone);
  for (const char *p = inside; *p != '\0'; p++)
    if ((guchar) *p >= 0x80 || *p == ' ')
      return NULL;
  return zone_from_identifier (inside);
}

/* A clock written the CJK way at the cursor, after spaces: an hour and
 * its word (時, 시, 點, 点), then minutes and theirs (分, 분) or 半 (half
 * past).  The hour is as written (a day half before it is the caller's) */
static gboolean
read_cjk_hour_clock (Cursor *c,
                     gint64 *out_h,
                     gint64 *out_mi)
{
  gsize save = c->pos;
  gint64 h = 0, mi = 0;

  skip_spaces (c);
  if (read_digits (c, &h) == 0 || h > 24)
    goto fail;
  skip_spaces (c);
  if (!(accept_bytes (c, "\xe6\x99\x82") /* 時 */ || accept_bytes (c, "\xec\x8b\x9c") /* 시 */ ||
        accept_bytes (c, "\xe9\xbb\x9e") /* 點 */ || accept_bytes (c, "\xe7\x82\xb9") /* 点 */))
    goto fail;
  {
    Cursor k = *c;

    skip_spaces (&k);
    if (accept_bytes (&k, "\xe5\x8d\x8a") /* 半 */)
      {
        mi = 30;
        c->pos = k.pos;
      }
    else if (read_digits (&k, &mi) > 0)
      {
        if (mi > 59 || !(accept_bytes (&k, "\xe5\x88\x86") /* 分 */ || accept_bytes (&k, "\xeb\xb6\x84") /* 분 */))
          goto fail;
        c->pos = k.pos;
      }
  }
  *out_h = h;
  *out_mi = mi;
  return TRUE;

fail:
  c->pos = save;
  return FALSE;
}

/* The day words CJK writes before a clock: tomorrow and today */
static const struct { const char *word; gboolean tomorrow; } cjk_days[] = {
  { "\xe6\x98\x8e\xe6\x97\xa5", TRUE },   /* ja 明日 */
  { "\xe6\x98\x8e\xe5\xa4\xa9", TRUE },   /* zh 明天 */
  { "\xeb\x82\xb4\xec\x9d\xbc", TRUE },   /* ko 내일 */
  { "\xe4\xbb\x8a\xe6\x97\xa5", FALSE },  /* ja 今日 */
  { "\xe4\xbb\x8a\xe5\xa4\xa9", FALSE },  /* zh 今天 */
  { "\xec\x98\xa4\xeb\x8a\x98", FALSE },  /* ko 오늘 */
};

/* Whether a CJK day word ends within the 12 bytes before @pos (so "明天
 * 下午3点" is the day finder's, not a clock today) */
static gboolean
cjk_day_word_before (const CarryOnNormText *nt,
                     gsize                  pos)
{
  gsize from = pos > 12 ? pos - 12 : 0;

  for (guint k = 0; k < G_N_ELEMENTS (cjk_days); k++)
    if (g_strstr_len (nt->lower + from, (gssize) (pos - from), cjk_days[k].word) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
find_cjk_clock (const CarryOnNormText *nt,
                GDateTime             *now,
                GTimeZone             *default_tz,
                gint64                *out_epoch_s)
{
  for (guint k = 0; k < G_N_ELEMENTS (cjk_day_halves); k++)
    {
      gsize from = 0;
      guint tried = 0;
      const char *hit;

      while (tried++ < 16 &&
             (hit = g_strstr_len (nt->lower + from, (gssize) (nt->len - from), cjk_day_halves[k].word)) != NULL)
        {
          Cursor c = { nt->lower, nt->text, nt->len, (gsize) (hit - nt->lower) + strlen (cjk_day_halves[k].word) };
          gint64 h = 0, mi = 0;
          int hour;
          g_autoptr(GTimeZone) zone = NULL;
          GTimeZone *tz;

          from = c.pos;
          if (cjk_day_word_before (nt, (gsize) (hit - nt->lower)) ||
              !read_cjk_hour_clock (&c, &h, &mi) || (hour = cjk_hour (cjk_day_halves[k].half, h)) < 0)
            continue;
          skip_spaces (&c);
          zone = parse_cjk_zone (&c);
          if (!cjk_reset_word_follows (nt, c.pos))
            continue;

          tz = zone != NULL ? zone : default_tz;
          if (next_clock_time (tz, now, hour, (int) mi, 0, out_epoch_s))
            return TRUE;
        }
    }
  return FALSE;
}

/* Beside cjk_reset_words, the words after which a bare CJK hour is a
 * reset: zh 刷新 (refreshed), 恢复 (restored) */
static const char *const cjk_refresh_words[] = {
  "\xe5\x88\xb7\xe6\x96\xb0", /* 刷新 */
  "\xe6\x81\xa2\xe5\xa4\x8d", /* 恢复 */
};

/* Whether a clause mark stands in @lower between @from and @to: ASCII
 * punctuation and brackets, a line break, or 、 。 (U+3001, U+3002; the
 * normaliser folds the full-width marks to ASCII) */
static gboolean
cjk_clause_mark_between (const char *lower,
                         gsize       len,
                         gsize       from,
                         gsize       to)
{
  for (gsize i = from; i < to; i++)
    if (strchr (",.;:!?()\n", lower[i]) != NULL ||
        ((guchar) lower[i] == 0xe3 && i + 2 < len && (guchar) lower[i + 1] == 0x80 &&
         ((guchar) lower[i + 2] == 0x81 || (guchar) lower[i + 2] == 0x82)))
      return TRUE;
  return FALSE;
}

/* Whether the first of @words (@n_words) in @lower (@len bytes) after @pos
 * starts at most 12 bytes after it ("に", "에", "后", "以后", "进行"), with no
 * clause mark between */
static gboolean
cjk_word_directly_after (const char         *lower,
                         gsize               len,
                         gsize               pos,
                         const char * const *words,
                         guint               n_words)
{
  gsize end = MIN (len, pos + 12);

  for (guint w = 0; w < n_words; w++)
    {
      const char *hit = g_strstr_len (lower + pos, (gssize) (MIN (len, end + strlen (words[w])) - pos), words[w]);

      if (hit != NULL && (gsize) (hit - lower) <= end &&
          !cjk_clause_mark_between (lower, len, pos, (gsize) (hit - lower)))
        return TRUE;
    }
  return FALSE;
}

/* Whether a reset word (cjk_reset_words, cjk_refresh_words) directly
 * follows @pos in @lower (@len bytes), as cjk_word_directly_after() */
static gboolean
cjk_reset_word_directly_after (const char *lower,
                               gsize       len,
                               gsize       pos)
{
  return cjk_word_directly_after (lower, len, pos, cjk_reset_words, G_N_ELEMENTS (cjk_reset_words)) ||
         cjk_word_directly_after (lower, len, pos, cjk_refresh_words, G_N_ELEMENTS (cjk_refresh_words));
}

/* Whether @word ends at byte @b of @lower */
static gboolean
ends_at (const char *lower,
         gsize       b,
         const char *word)
{
  gsize n = strlen (word);

  return b >= n && memcmp (lower + b - n, word, n) == 0;
}

/* Whether the hour whose digits start at @start follows a date's day (日,
 * 号, 일), a day word ("明天") or a day half (午後, 오후): then it is another
 * finder's */
static gboolean
cjk_hour_belongs_elsewhere (const CarryOnNormText *nt,
                            gsize                  start)
{
  gsize b = start;

  while (b > 0 && nt->lower[b - 1] == ' ')
    b--;
  if (ends_at (nt->lower, b, "\xe6\x97\xa5") /* 日 */ || ends_at (nt->lower, b, "\xe5\x8f\xb7") /* 号 */ ||
      ends_at (nt->lower, b, "\xec\x9d\xbc") /* 일 */ || cjk_day_word_before (nt, start))
    return TRUE;
  for (guint d = 0; d < G_N_ELEMENTS (cjk_day_halves); d++)
    if (ends_at (nt->lower, b, cjk_day_halves[d].word))
      return TRUE;
  return FALSE;
}

/* An hour on the 24-hour clock written the CJK way with no day half, and
 * the reset word right after it: Chinese daily quotas "每日 0 点重置",
 * "将于北京时间 0 点重置", "8時にリセット", "0시에 초기화" — the next such hour
 * in the zone of clocks without one (北京时间 names it, see text_zones).
 * Not an hour count ("8時間", "3시간"), not an hour after a date ("3月11日
 * 8点", the dated finder's), a day half (find_cjk_clock's) or a day word
 * ("明天 8 点", the day finder's), and not points ("3 点积分"): the reset
 * word must follow within a few bytes in the same clause. */
static gboolean
find_cjk_hour_clock (const CarryOnNormText *nt,
                     GDateTime             *now,
                     GTimeZone             *default_tz,
                     gint64                *out_epoch_s)
{
  static const char *const hour_words[] = {
    "\xe7\x82\xb9", /* 点 */
    "\xe9\xbb\x9e", /* 點 */
    "\xe6\x99\x82", /* 時 */
    "\xec\x8b\x9c", /* 시 */
  };

  for (guint w = 0; w < G_N_ELEMENTS (hour_words); w++)
    {
      gsize from = 0;
      guint tried = 0;
      const char *hit;

      while (tried++ < 16 &&
             (hit = g_strstr_len (nt->lower + from, (gssize) (nt->len - from), hour_words[w])) != NULL)
        {
          gsize at = (gsize) (hit - nt->lower);
          gsize start = at;
          Cursor c = { nt->lower, nt->text, nt->len, 0 };
          Cursor k;
          gint64 h = 0, mi = 0;
          g_autoptr(GTimeZone) zone = NULL;

          from = at + strlen (hour_words[w]);
          while (start > 0 && nt->lower[start - 1] == ' ')
            start--;
          if (start == 0 || !g_ascii_isdigit (nt->lower[start - 1]))
            continue;
          while (start > 0 && g_ascii_isdigit (nt->lower[start - 1]))
            start--;
          if ((start > 0 && (g_ascii_isalnum (nt->lower[start - 1]) || strchr (":.-/", nt->lower[start - 1]) != NULL)) ||
              cjk_hour_belongs_elsewhere (nt, start))
            continue;
          c.pos = start;
          if (!read_cjk_hour_clock (&c, &h, &mi) || h > 23)
            continue;
          /* an hour count: 時間, 时间 (after 时, not read), 시간 */
          k = c;
          if (accept_bytes (&k, "\xe9\x96\x93") || accept_bytes (&k, "\xe9\x97\xb4") || accept_bytes (&k, "\xea\xb0\x84"))
            continue;
          skip_spaces (&c);
          zone = parse_cjk_zone (&c);
          if (!cjk_reset_word_directly_after (nt->lower, nt->len, c.pos))
            continue;
          if (next_clock_time (zone != NULL ? zone : default_tz, now, (int) h, (int) mi, 0, out_epoch_s))
            return TRUE;
        }
    }
  return FALSE;
}

/* The weekdays Japanese and Korean write in brackets beside a date or a
 * clock, Monday first (GLib's 1 to 7) */
static const char *const cjk_weekdays[][2] = {
  { "\xe6\x9c\x88", "\xec\x9b\x94" },  /* 月, 월 */
  { "\xe7\x81\xab", "\xed\x99\x94" },  /* 火, 화 */
  { "\xe6\xb0\xb4", "\xec\x88\x98" },  /* 水, 수 */
  { "\xe6\x9c\xa8", "\xeb\xaa\xa9" },  /* 木, 목 */
  { "\xe9\x87\x91", "\xea\xb8\x88" },  /* 金, 금 */
  { "\xe5\x9c\x9f", "\xed\x86\xa0" },  /* 土, 토 */
  { "\xe6\x97\xa5", "\xec\x9d\xbc" },  /* 日, 일 */
};

/* A bracketed CJK weekday at the cursor, "(木)" ("（木）" too: the
 * normaliser folds full-width brackets to ASCII): 1 (Monday) to 7 and the
 * cursor past it, or 0 and the cursor unmoved */
static int
accept_cjk_weekday (Cursor *c)
{
  Cursor k = *c;

  if (!accept_bytes (&k, "("))
    return 0;
  for (guint d = 0; d < G_N_ELEMENTS (cjk_weekdays); d++)
    for (guint l = 0; l < 2; l++)
      {
        Cursor w = k;

        if (accept_bytes (&w, cjk_weekdays[d][l]) && accept_bytes (&w, ")"))
          {
            c->pos = w.pos;
            return (int) d + 1;
          }
      }
  return 0;
}

/* A clock with a bracketed weekday after it and the reset word after
 * both, in one clause: claude.ai's Japanese usage meter "17:00(木)にリセット"
 * (resets Thursday 17:00; held-out ir008), and the Korean "오후 5:00 (목)에
 * 재설정"; a day half before the clock (午後, 오후) and a zone after the
 * weekday ("(UTC)", "(東京)") count.  The next such weekday at that clock in
 * the zone, a week on when it is that day and the clock has passed.  Not a
 * log's time: a clock with seconds, or with a date before it ("2026/03/10
 * 09:15(火) 接続がリセットされました"), is left to the dated finder. */
static gboolean
find_cjk_weekday_clock (const CarryOnNormText *nt,
                        GDateTime             *now,
                        GTimeZone             *default_tz,
                        gint64                *out_epoch_s)
{
  const char *p = nt->lower;
  guint tried = 0;

  while (tried < 64 && (p = memchr (p, '(', (gsize) (nt->lower + nt->len - p))) != NULL)
    {
      gsize k = (gsize) (p - nt->lower);
      Cursor w = { nt->lower, nt->text, nt->len, k };
      Cursor c = { nt->lower, nt->text, nt->len, 0 };
      CarryOnNormText clause = *nt;
      g_autoptr(GTimeZone) zone = NULL;
      g_autoptr(GDateTime) now_local = NULL;
      GTimeZone *tz;
      gsize end, start, before;
      int h, mi, sec, wday, half = -1, colons = 0;

      p++;
      if ((wday = accept_cjk_weekday (&w)) == 0)
        continue;

      /* the clock right before the bracket: digits and colons */
      end = k;
      while (end > 0 && nt->lower[end - 1] == ' ')
        end--;
      start = end;
      while (start > 0 && end - start < 8 &&
             (g_ascii_isdigit (nt->lower[start - 1]) || nt->lower[start - 1] == ':'))
        colons += nt->lower[--start] == ':';
      if (start == end || colons != 1)
        continue;
      c.pos = start;
      if (!parse_clock (&c, &h, &mi, &sec))
        continue;
      skip_spaces (&c);
      if (c.pos != k)
        continue;
      tried++;  /* brackets are found in one pass; only clocks before them count */

      /* a date before it (a log's "2026/03/10 09:15", "3月19日 17:00") or a day half */
      before = start;
      while (before > 0 && nt->lower[before - 1] == ' ')
        before--;
      if (before > 0 && (g_ascii_isdigit (nt->lower[before - 1]) || nt->lower[before - 1] == '/' ||
                         nt->lower[before - 1] == '-' || nt->lower[before - 1] == '.'))
        continue;
      if (before >= 3 && (memcmp (nt->lower + before - 3, "\xe5\xb9\xb4", 3) == 0 ||   /* 年 */
                          memcmp (nt->lower + before - 3, "\xe6\x9c\x88", 3) == 0 ||   /* 月 */
                          memcmp (nt->lower + before - 3, "\xe6\x97\xa5", 3) == 0))    /* 日 */
        continue;
      for (guint d = 0; d < G_N_ELEMENTS (cjk_day_halves) && half < 0; d++)
        {
          gsize n = strlen (cjk_day_halves[d].word);

          if (before >= n && memcmp (nt->lower + before - n, cjk_day_halves[d].word, n) == 0)
            half = cjk_day_halves[d].half;
        }
      if (half >= 0 && (h = cjk_hour (half, h)) < 0)
        continue;

      /* a zone after the weekday; the reset word in the same clause */
      skip_spaces (&w);
      zone = parse_cjk_zone (&w);
      for (clause.len = w.pos; clause.len < nt->len; clause.len++)
        if (nt->lower[clause.len] == '.' || nt->lower[clause.len] == '\n' ||
            (clause.len + 3 <= nt->len && memcmp (nt->lower + clause.len, "\xe3\x80\x82", 3) == 0))  /* 。 */
          break;
      if (!cjk_reset_word_follows (&clause, w.pos))
        continue;

      tz = zone != NULL ? zone : default_tz;
      now_local = g_date_time_to_timezone (now, tz);
      if (now_local != NULL &&
          next_weekday_at (tz, now_local, g_date_time_to_unix (now), wday, h, mi, sec, out_epoch_s))
        return TRUE;
    }
  return FALSE;
}

/* A clock after a day word, with the reset word after it: ChatGPT's
 * Japanese "制限が明日の1:16以降にリセットされます" (resets tomorrow after
 * 1:16; https://programming.awaisora.com/36eb8afb-36c1-4efb-8e7c-c6acb5d93774),
 * and the same shape in Chinese and Korean ("明天 13:00 重置", "내일 오후
 * 1시에 재설정").  Tomorrow (明日, 明天, 내일) is the next calendar day in
 * @tz at that clock, whatever the hour now; today (今日, 今天, 오늘) the
 * next time the clock shows it.  The clock is "H:MM" or "N時[M分]" (時, 시,
 * 点), after an optional day half (午前/午後, 오전/오후, 上午/下午). */
static gboolean
find_cjk_day_clock (const CarryOnNormText *nt,
                    GDateTime             *now,
                    GTimeZone             *tz,
                    gint64                *out_epoch_s)
{
  for (guint k = 0; k < G_N_ELEMENTS (cjk_days); k++)
    {
      gsize from = 0;
      guint tried = 0;
      const char *hit;

      while (tried++ < 16 &&
             (hit = g_strstr_len (nt->lower + from, (gssize) (nt->len - from), cjk_days[k].word)) != NULL)
        {
          Cursor c = { nt->lower, nt->text, nt->len, (gsize) (hit - nt->lower) + strlen (cjk_days[k].word) };
          gint64 h = 0, mi = 0;
          int half;

          from = c.pos;
          skip_spaces (&c);
          (void) accept_bytes (&c, "\xe3\x81\xae");  /* の */
          half = accept_cjk_day_half (&c);
          skip_spaces (&c);
          if (c.pos >= c.len || !g_ascii_isdigit (c.s[c.pos]))
            continue;
          if (!read_cjk_hour_clock (&c, &h, &mi))
            {
              if (read_digits (&c, &h) == 0 || h > 23 || !accept_bytes (&c, ":") ||
                  read_digits (&c, &mi) != 2 || mi > 59)
                continue;
            }
          if (half >= 0)
            {
              int hour = cjk_hour (half, h);

              if (hour < 0)
                continue;
              h = hour;
            }
          else if (h > 23)
            continue;
          if (!cjk_reset_word_follows (nt, c.pos))
            continue;

          if (!cjk_days[k].tomorrow)
            {
              if (next_clock_time (tz, now, (int) h, (int) mi, 0, out_epoch_s))
                return TRUE;
              continue;
            }
          {
            g_autoptr(GDateTime) local = g_date_time_to_timezone (now, tz);
            g_autoptr(GDateTime) cand = NULL;

            if (local == NULL)
              continue;
            cand = days_after_at (tz, local, 1, (int) h, (int) mi, 0);
            if (cand == NULL)
              continue;
            *out_epoch_s = g_date_time_to_unix (cand);
            return TRUE;
          }
        }
    }
  return FALSE;
}

/* The words after a dated clock that make it the time to come back, as
 * "try again" does in English: ko "에 다시 시도하세요" (Codex in Korean:
 * "… 2026. 9. 13. 오전 10:36에 다시 시도하세요"), ja "再度お試しください",
 * zh "再试" / "重试" */
static const char *const cjk_dated_retry_words[] = {
  "\xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84",   /* 다시 시도 */
  "\xe5\x86\x8d\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6",   /* 再度お試 */
  "\xe5\x86\x8d\xe8\xaf\x95",                             /* 再试 */
  "\xe9\x87\x8d\xe8\xaf\x95",                             /* 重试 */
};

/* What makes a reset word before a date no limit's next reset: the other
 * things these languages "reset", a password and a connection (ja
 * パスワード, 接続; zh 密码, 密碼, 连接, 連接; ko 비밀번호, 연결), and the
 * previous reset (ja 前回, zh 上次, 上回, ko 지난, 이전: "前回のリセット:
 * 9月20日" is past, however near its month and day fall to now; found by a
 * reread) */
static const char *const cjk_other_reset_subjects[] = {
  "\xe5\x89\x8d\xe5\x9b\x9e",                                       /* 前回 */
  "\xe4\xb8\x8a\xe6\xac\xa1",                                       /* 上次 */
  "\xe4\xb8\x8a\xe5\x9b\x9e",                                       /* 上回 */
  "\xec\xa7\x80\xeb\x82\x9c",                                       /* 지난 */
  "\xec\x9d\xb4\xec\xa0\x84",                                       /* 이전 */
  "\xe3\x83\x91\xe3\x82\xb9\xe3\x83\xaf\xe3\x83\xbc\xe3\x83\x89", /* パスワード */
  "\xe6\x8e\xa5\xe7\xb6\x9a",                                       /* 接続 */
  "\xe5\xaf\x86\xe7\xa0\x81",                                       /* 密码 */
  "\xe5\xaf\x86\xe7\xa2\xbc",                                       /* 密碼 */
  "\xe8\xbf\x9e\xe6\x8e\xa5",                                       /* 连接 */
  "\xe9\x80\xa3\xe6\x8e\xa5",                                       /* 連接 */
  "\xeb\xb9\x84\xeb\xb0\x80\xeb\xb2\x88\xed\x98\xb8",                 /* 비밀번호 */
  "\xec\x97\xb0\xea\xb2\xb0",                                       /* 연결 */
};

/* Whether @noun ends right before @pos, or at most two particles or
 * auxiliaries (ja の, を, が, は; zh 的, 已, 被, 将, 经; ko 의, 를, 을, 이, 가)
 * and spaces before it: "パスワードのリセット", "パスワードをリセット",
 * "비밀번호 초기화", "密码重置", "连接已重置", "密码已经重置"; not
 * "利用上限に達しました（API接続）。リセット" */
static gboolean
cjk_attached_before (const CarryOnNormText *nt,
                     gsize                  pos,
                     const char            *noun)
{
  static const char *const links[] = {
    "\xe3\x81\xae" /* の */, "\xe3\x82\x92" /* を */, "\xe3\x81\x8c" /* が */, "\xe3\x81\xaf" /* は */,
    "\xe7\x9a\x84" /* 的 */, "\xe5\xb7\xb2" /* 已 */, "\xe8\xa2\xab" /* 被 */, "\xe5\xb0\x86" /* 将 */,
    "\xe7\xbb\x8f" /* 经 */, "\xec\x9d\x98" /* 의 */, "\xeb\xa5\xbc" /* 를 */, "\xec\x9d\x84" /* 을 */,
    "\xec\x9d\xb4" /* 이 */, "\xea\xb0\x80" /* 가 */,
  };
  gsize n = strlen (noun);
  gsize at = pos;

  for (guint step = 0; step <= 2; step++)
    {
      gboolean linked = FALSE;

      while (at > 0 && nt->lower[at - 1] == ' ')
        at--;
      if (at >= n && memcmp (nt->lower + at - n, noun, n) == 0)
        return TRUE;
      for (guint l = 0; l < G_N_ELEMENTS (links) && !linked; l++)
        if (at >= 3 && memcmp (nt->lower + at - 3, links[l], 3) == 0)
          {
            at -= 3;
            linked = TRUE;
          }
      if (!linked)
        break;
    }
  return FALSE;
}

/* Whether a reset word lies wholly within the 24 bytes before @pos, with
 * no end of a clause between it and @pos (a full stop, a line break, an
 * exclamation or question mark, a semicolon or a comma, ASCII or CJK):
 * "次回のリセットは8月16日 19:49です" names its reset before the date, and
 * "连接已重置！3月12日 09:15 开始维护" (the connection was reset! upkeep
 * starts on March 12) does not.  Nor does a reset of a password or a
 * connection, or the previous reset, the noun right before the word or up
 * to two particles before it ("비밀번호 초기화 3월 12일 09:00 완료", the
 * password reset done on March 12; found by a review).  Only each word's
 * first place is looked at. */
static gboolean
cjk_reset_word_precedes (const CarryOnNormText *nt,
                         gsize                  pos)
{
  gsize from = pos > 24 ? pos - 24 : 0;

  for (guint w = 0; w < G_N_ELEMENTS (cjk_reset_words); w++)
    {
      const char *hit = g_strstr_len (nt->lower + from, (gssize) (pos - from), cjk_reset_words[w]);
      gsize start, end;
      gboolean other = FALSE;

      if (hit == NULL)
        continue;
      start = (gsize) (hit - nt->lower);
      end = start + strlen (cjk_reset_words[w]);
      if (end > pos)
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (cjk_other_reset_subjects) && !other; k++)
        other = cjk_attached_before (nt, start, cjk_other_reset_subjects[k]);
      if (other)
        continue;
      {
        static const char *const stops[] = { "\n", ".", "!", "?", ";", ",", "\xe3\x80\x82" /* 。 */,
                                             "\xef\xbc\x81" /* ！ */, "\xef\xbc\x9f" /* ？ */,
                                             "\xef\xbc\x9b" /* ； */, "\xef\xbc\x8c" /* ， */, "\xe3\x80\x81" /* 、 */ };
        gboolean stopped = FALSE;

        for (guint k = 0; k < G_N_ELEMENTS (stops) && !stopped; k++)
          stopped = g_strstr_len (nt->lower + end, (gssize) (pos - end), stops[k]) != NULL;
        if (!stopped)
          return TRUE;
      }
    }
  return FALSE;
}

/* A date and a clock with a reset or retry word within 24 bytes after them,
 * or a reset word before them in the same clause, with no English anchor
 * before it: "2026. 9. 13. 오전 10:36에 다시 시도하세요", "2026/9/13 10:36
 * にリセットされます", "2026年9月13日 10:36 重置", and a month and day
 * without a year as Codex prints its weekly reset in Japanese, "次回の
 * リセットは8月16日 19:49です" (https://github.com/openai/codex/issues/37816).
 * A month and day takes the year that puts it nearest now (across a new
 * year, "1月2日" in late December is next January's).  The zone is a
 * parenthesised one after the clock, or @tz.  A dated instant already past
 * is a log's time stamp or a past event ("前回のリセット: 3月5日"), not a
 * reset.  At most 16 dates with a year are tried. */
static gboolean
find_cjk_dated_clock (const CarryOnNormText *nt,
                      GDateTime             *now,
                      GTimeZone             *tz,
                      gint64                *out_epoch_s)
{
  guint tried = 0;

  for (gsize i = 0; i + 4 <= nt->len && tried < 16; i++)
    {
      Cursor c = { nt->lower, nt->text, nt->len, i };
      int y, mo, d, h, mi, s, pm;
      g_autoptr(GTimeZone) zone = NULL;
      g_autoptr(GDateTime) at = NULL;

      if (!g_ascii_isdigit (nt->lower[i]) || (i > 0 && g_ascii_isdigit (nt->lower[i - 1])))
        continue;
      if (parse_year_first_date (&c, &y, &mo, &d))
        ;
      /* a month and day alone, not the tail of a dated "2026年9月13日" */
      else if (!(i >= 3 && (memcmp (nt->lower + i - 3, "\xe5\xb9\xb4", 3) == 0 ||     /* 年 */
                            memcmp (nt->lower + i - 3, "\xeb\x85\x84", 3) == 0)) &&  /* 년 */
               !(i >= 4 && (memcmp (nt->lower + i - 4, "\xeb\x85\x84 ", 4) == 0 || memcmp (nt->lower + i - 4, "\xe5\xb9\xb4 ", 4) == 0)) &&
               parse_cjk_month_day (&c, &mo, &d))
        y = 0;
      else
        continue;
      if (y != 0)
        tried++;
      pm = accept_cjk_day_half (&c);
      skip_spaces (&c);
      /* the clock on the same line: "2026/9/13⏎10:36" joins two lines */
      if (c.pos >= c.len || !g_ascii_isdigit (c.s[c.pos]))
        continue;
      {
        gint64 hh, mm;

        if (read_cjk_hour_clock (&c, &hh, &mm))
          {
            h = (int) hh;
            mi = (int) mm;
            s = 0;
          }
        else if (!parse_clock (&c, &h, &mi, &s))
          continue;
      }
      if (pm >= 0 && (h = cjk_hour (pm, h)) < 0)
        continue;
      if (h > 23)
        continue;
      skip_spaces (&c);
      zone = parse_cjk_zone (&c);
      if (!cjk_reset_word_follows (nt, c.pos) &&
          !cjk_word_follows (nt, c.pos, cjk_dated_retry_words, G_N_ELEMENTS (cjk_dated_retry_words)) &&
          !cjk_reset_word_precedes (nt, i))
        continue;
      if (y == 0)
        {
          GTimeZone *in = zone != NULL ? zone : tz;
          g_autoptr(GDateTime) now_local = g_date_time_to_timezone (now, in);

          /* the year that puts the date nearest now: a month and day
           * well past is a past event, not next year's reset */
          for (int yy = g_date_time_get_year (now_local) - 1; yy <= g_date_time_get_year (now_local) + 1; yy++)
            {
              GDateTime *cand = make_local (in, yy, mo, d, h, mi, s);

              if (cand == NULL)
                continue;
              if (at == NULL || ABS (g_date_time_to_unix (cand) - g_date_time_to_unix (now)) <
                                ABS (g_date_time_to_unix (at) - g_date_time_to_unix (now)))
                {
                  g_clear_pointer (&at, g_date_time_unref);
                  at = cand;
                }
              else
                g_date_time_unref (cand);
            }
        }
      else
        at = make_local (zone != NULL ? zone : tz, y, mo, d, h, mi, s);
      /* a reset is ahead: a dated clock already past is a log's time
       * stamp ("2026/03/10 11:59:58 请稍后重试") */
      if (at == NULL || g_date_time_to_unix (at) < g_date_time_to_unix (now))
        continue;
      *out_epoch_s = g_date_time_to_unix (at);
      return TRUE;
    }
  return FALSE;
}

/* The usage-limit line's reset clock in languages that space their words,
 * as claude.ai and Claude Code print it localised and as it is quoted
 * (https://www.cometapi.com/{ru,pt,de,fr,tr,ms,id}/when-does-claude-code-usage-reset):
 * "будет сброшен в 19:00 (Азия/Токио)", "será redefinido às 7h (horário de
 * Tóquio)", "wird um 19:00 Uhr (Asia/Tokyo) zurückgesetzt", "sera
 * réinitialisée à 7 h (heure de Tokyo)", "saat 19:00'da (Asya/Tokyo)
 * sıfırlanacak", "ditetapkan semula pada jam 7 malam (Asia/Tokyo)",
 * "direset pukul 7 (Asia/Tokyo)"; and in Spanish and Italian ("se
 * restablecerá a las 19:00", "verrà reimpostato alle 19:00").
 *
 * A clock counts only when a reset word stands in the same clause, at most
 * INTL_REACH bytes before or after it (German and Turkish put the verb
 * last), and only right after a connector word ("в", "às", "um", "à",
 * "saat", "pada", "jam", "pukul", "a las", "alle").  A bare hour ("pukul
 * 7", "alle 7") is read only after a connector that names an hour;
 * elsewhere the clock needs its minutes or an hour word ("7h", "7 h",
 * "7 Uhr", "7 uur", "7 giờ", "7 heures", "7 malam").  Vietnamese "sáng" is
 * a.m., "chiều" and "tối" p.m.  Malay and Indonesian day halves: "pagi" is a.m.,
 * "petang", "sore" and "malam" p.m. (12 malam is midnight).  The zone in
 * parentheses is an IANA name or a city in the table below in any of its
 * spellings ("Азия/Токио", "Asya/Tokyo", "horário de Tóquio"); anything
 * else leaves the default zone. */
#define INTL_REACH 64

static const char *const intl_reset_words[] = {
  "\xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd",  /* ru сброшен(о, ы) */
  "\xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x81",                  /* ru сброс(ится) */
  "\xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb8\xd1\x82",  /* ru обновит(ся) */
  "redefinid",                                                 /* pt redefinido/a */
  /* pt (Brazil): "A quota reseta diariamente às 00:00 UTC"
   * (https://github.com/rebohoart/rebohoart-heartfelt-boho-landing/blob/8c339d6fc56d00f262023ce070b61057a5a15cf0/GEMINI_QUOTA_ERROR_FIX.md,
   * held-out rr014), its present and future as whole words
   * (intl_reset_whole_words): not "presetar", the infinitive "resetar" or
   * Romanian "resetată" */
  "reseta", "resetar\xc3\xa1" /* resetará */, "resetar\xc3\xa3o" /* resetarão */, "ser\xc3\xa1 resetad" /* será resetado/a */,
  "reiniciad",                                                 /* pt, es reiniciado/a */
  "zur\xc3\xbc" "ckgesetzt",                                   /* de zurückgesetzt */
  "r\xc3\xa9" "initialis",                                     /* fr réinitialisé(e) */
  "s\xc4\xb1" "f\xc4\xb1" "rlan",                              /* tr sıfırlan(acak) */
  "ditetapkan semula",                                         /* ms */
  "direset",                                                   /* id */
  "diatur ulang",                                              /* id */
  "disetel ulang",                                             /* id (a WhatsApp bot's "akan disetel ulang pada pukul 00.00", held-out it039) */
  "restablec",                                                 /* es restablecerá */
  "reimpostat",                                                /* it reimpostato/a */
  "ripristinat",                                               /* it ripristinato/a */
  "\xc4\x91\xe1\xba\xb7t l\xe1\xba\xa1i",                              /* vi đặt lại */
  "zresetow",                                                  /* pl zresetowany/a */
  "gereset",                                                   /* nl */
  /* cs, sv, da, nb, fi, ro, uk, el: the same verbs as the CLDR-localised
   * lines above would print them, in their future or passive present
   * forms only ("bylo obnoveno v 11:30", the connection restored, is a past
   * event, not a reset); no real text of these was found */
  "bude obnoven",                                      /* cs bude obnoven(a, o) */
  "se obnov\xc3\xad",                                  /* cs */
  "\xc3\xa5terst\xc3\xa4lls",                          /* sv */
  "kommer att \xc3\xa5terst\xc3\xa4llas",              /* sv */
  "nulstilles",                                        /* da */
  "tilbakestilles",                                    /* nb */
  "nollataan",                                         /* fi */
  "va fi resetat",                                     /* ro va fi resetat(ă) */
  "se va reseta",                                      /* ro */
  "\xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5 \xd1\x81\xd0\xba\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82\xd0\xbe", /* uk */
  "\xd1\x81\xd0\xba\xd0\xb8\xd0\xbd\xd0\xb5\xd1\x82\xd1\x8c\xd1\x81\xd1\x8f", /* uk */
  "\xce\xb8\xce\xb1 \xce\xb3\xce\xaf\xce\xbd\xce\xb5\xce\xb9 \xce\xb5\xcf\x80\xce\xb1\xce\xbd\xce\xb1\xcf\x86\xce\xbf\xcf\x81\xce\xac", /* el */
  "\xce\xb8\xce\xb1 \xce\xb5\xcf\x80\xce\xb1\xce\xbd\xce\xb1\xcf\x86\xce\xb5\xcf\x81\xce\xb8\xce\xb5\xce\xaf", /* el */
};

/* The reset words above that count only as whole words */
static const char *const intl_reset_whole_words[] = {
  "reseta", "resetar\xc3\xa1", "resetar\xc3\xa3o", NULL,
};

/* Whether the @n bytes at @i of @nt->lower are a whole word, by the test a
 * phrase's '<' and '>' make */
static gboolean
whole_word_at (const CarryOnNormText *nt,
               gsize                  i,
               gsize                  n)
{
  return !is_word_unichar (char_before (nt->lower, i)) &&
         !is_word_unichar (carry_on_norm_text_char_at (nt->lower, nt->len, i + n));
}

static const struct {
  const char *word;
  gboolean    bare_hour;   /* an hour alone may follow */
} intl_connectors[] = {
  { "\xd0\xb2", FALSE },            /* ru в */
  { "\xc3\xa0s", TRUE },            /* pt às */
  { "as", FALSE },                  /* pt as (without the accent) */
  { "\xc3\xa0", FALSE },            /* fr à */
  { "um", FALSE },                  /* de */
  { "saat", TRUE },                 /* tr */
  { "pada", FALSE },                /* ms, id */
  { "jam", TRUE },                  /* ms, id */
  { "pukul", TRUE },                /* ms, id */
  { "a las", TRUE },                /* es */
  { "alle", TRUE },                 /* it */
  { "l\xc3\xba" "c", TRUE },          /* vi lúc */
  { "o", FALSE },                   /* pl */
  { "om", FALSE },                  /* nl */
  { "v", FALSE },                   /* cs */
  { "kl.", TRUE },                  /* sv, da, nb */
  { "klockan", TRUE },              /* sv */
  { "klo", TRUE },                  /* fi */
  { "la", FALSE },                  /* ro */
  { "\xd0\xbe", FALSE },            /* uk о */
  { "\xcf\x83\xcf\x84\xce\xb9\xcf\x82", FALSE },  /* el στις */
};

static const struct {
  const char *city;
  const char *zone;
} intl_cities[] = {
  { "tokyo", "Asia/Tokyo" }, { "tokio", "Asia/Tokyo" }, { "t\xc3\xb3quio", "Asia/Tokyo" },
  { "\xd1\x82\xd0\xbe\xd0\xba\xd0\xb8\xd0\xbe", "Asia/Tokyo" },          /* токио */
  { "seoul", "Asia/Seoul" }, { "seul", "Asia/Seoul" },
  { "\xd1\x81\xd0\xb5\xd1\x83\xd0\xbb", "Asia/Seoul" },                  /* сеул */
  { "jakarta", "Asia/Jakarta" }, { "kuala lumpur", "Asia/Kuala_Lumpur" },
  { "istanbul", "Europe/Istanbul" }, { "i\xcc\x87stanbul", "Europe/Istanbul" },
  { "moscow", "Europe/Moscow" }, { "moskau", "Europe/Moscow" }, { "moscou", "Europe/Moscow" },
  { "\xd0\xbc\xd0\xbe\xd1\x81\xd0\xba\xd0\xb2", "Europe/Moscow" },       /* москв(а) */
  { "london", "Europe/London" }, { "londres", "Europe/London" }, { "londra", "Europe/London" },
  { "paris", "Europe/Paris" }, { "parigi", "Europe/Paris" },
  { "berlin", "Europe/Berlin" }, { "berlim", "Europe/Berlin" }, { "berlino", "Europe/Berlin" },
  { "new york", "America/New_York" }, { "nova york", "America/New_York" },
  { "nova iorque", "America/New_York" }, { "nueva york", "America/New_York" },
  { "los angeles", "America/Los_Angeles" }, { "los \xc3\xa1ngeles", "America/Los_Angeles" },
  { "s\xc3\xa3o paulo", "America/Sao_Paulo" }, { "sao paulo", "America/Sao_Paulo" },
  { "singapore", "Asia/Singapore" }, { "singapura", "Asia/Singapore" },
};

/* The zone in "(Азия/Токио)", "(heure de Tokyo)", "(Asia/Tokyo)",
 * "(UTC+2)" at the cursor, or "UTC" or "GMT" with or without an offset
 * after it ("reseta diariamente às 00:00 UTC", "um 19:00 UTC+2", "às 21:00
 * UTC -3"), or %NULL; moves past it only when one is found. */
static GTimeZone *
parse_intl_zone (Cursor *c)
{
  gsize save = c->pos;
  const char *close;
  gsize n;
  g_autofree char *inside = NULL;
  GTimeZone *tz;

  skip_spaces (c);
  if (c->pos + 3 <= c->len && (memcmp (c->s + c->pos, "utc", 3) == 0 || memcmp (c->s + c->pos, "gmt", 3) == 0))
    {
      Cursor k = *c;
      gboolean attached;

      /* "UTC+2", and "UTC +2" or "UTC -3" with a space; a dash after a
       * space that starts no offset ("00:00 UTC - tente mais tarde")
       * leaves plain UTC */
      k.pos += 3;
      attached = at_offset_sign (&k);
      skip_spaces (&k);
      if (at_offset_sign (&k))
        {
          tz = parse_offset_tail (&k);
          if (tz != NULL)
            {
              c->pos = k.pos;
              return tz;
            }
          if (attached)
            goto fail;
        }
      if (c->pos + 3 >= c->len || !g_ascii_isalnum (c->s[c->pos + 3]))
        {
          c->pos += 3;
          return g_time_zone_new_utc ();
        }
      goto fail;
    }
  if (c->pos >= c->len || c->s[c->pos] != '(')
    goto fail;
  close = memchr (c->s + c->pos + 1, ')', MIN (c->len - c->pos - 1, (gsize) 64));
  if (close == NULL)
    goto fail;
  n = (gsize) (close - (c->s + c->pos + 1));
  inside = g_strndup (c->s + c->pos + 1, n);
  {
    /* "(UTC+2)", "(GMT-3)" */
    Cursor o = { inside, inside, n, 0 };

    tz = parse_utc_offset (&o);
    if (tz != NULL && o.pos == n)
      {
        c->pos += n + 2;
        return tz;
      }
    g_clear_pointer (&tz, g_time_zone_unref);
  }
  for (guint i = 0; i < G_N_ELEMENTS (intl_cities); i++)
    {
      const char *hit = strstr (inside, intl_cities[i].city);
      gsize cl = strlen (intl_cities[i].city);

      /* a whole word: "Asia/Tokyo", "de Tóquio", not "Tokyoite" */
      if (hit != NULL && (hit == inside || !g_ascii_isalpha (hit[-1])) && !g_ascii_isalpha (hit[cl]))
        {
          c->pos += n + 2;
          return g_time_zone_new_identifier (intl_cities[i].zone);
        }
    }
  for (const char *p = inside; *p != '\0'; p++)
    if ((guchar) *p >= 0x80 || *p == ' ')
      goto fail;
  tz = zone_from_identifier (inside);
  if (tz != NULL)
    {
      c->pos += n + 2;
      return tz;
    }
fail:
  c->pos = save;
  return NULL;
}

/* A clock right after a connector: "19:00", "19.00", "7h", "19h30",
 * "7 h", "19:00 Uhr", "19:00'da", "7 malam", "7 p. m.", "7 de la tarde".
 * Hour and minutes in @out_h and @out_m. */
static gboolean
parse_intl_clock (Cursor  *c,
                  gboolean bare_hour,
                  int     *out_h,
                  int     *out_m)
{
  static const struct { const char *word; int half; } halves[] = {
    { "pagi", 0 }, { "siang", 2 }, { "petang", 1 }, { "sore", 1 }, { "malam", 3 },
    { "s\xc3\xa1ng", 0 }, { "chi\xe1\xbb\x81u", 1 }, { "t\xe1\xbb\x91i", 1 },  /* vi sáng, chiều, tối */
    { "pm", 1 }, { "am", 0 },
  };
  gint64 h = 0, m = 0;
  gboolean minutes = FALSE, hour_word = FALSE;
  int half = -1;

  skip_spaces (c);
  if (read_digits (c, &h) == 0 || h > 24)
    return FALSE;
  if (c->pos + 2 < c->len && (c->s[c->pos] == ':' || c->s[c->pos] == '.') &&
      g_ascii_isdigit (c->s[c->pos + 1]) && g_ascii_isdigit (c->s[c->pos + 2]))
    {
      c->pos++;
      if (read_digits (c, &m) != 2 || m > 59)
        return FALSE;
      minutes = TRUE;
    }
  else if (accept_word (c, "heures") || accept_word (c, "heure"))
    hour_word = TRUE;  /* fr "à 7 heures" */
  else if (at_char (c, 'h') || (c->pos + 1 < c->len && c->s[c->pos] == ' ' && c->s[c->pos + 1] == 'h'))
    {
      /* "7h", "7 h", "19h30", "19 h 30" */
      gsize save = c->pos;

      skip_spaces (c);
      c->pos++;
      if (c->pos < c->len && g_ascii_isalpha (c->s[c->pos]))
        {
          c->pos = save;
          return FALSE;
        }
      hour_word = TRUE;
      save = c->pos;
      skip_spaces (c);
      if (read_digits (c, &m) == 2 && m <= 59)
        minutes = TRUE;
      else
        {
          c->pos = save;
          m = 0;
        }
    }
  if (c->pos < c->len && g_ascii_isalnum (c->s[c->pos]))
    return FALSE;
  {
    gsize save = c->pos;

    skip_spaces (c);
    /* an hour word, and a day half after it ("7 giờ tối") or alone ("7 malam") */
    if (accept_word (c, "uhr") || accept_word (c, "uur") || accept_bytes (c, "gi\xe1\xbb\x9d") /* vi giờ */)
      {
        hour_word = TRUE;
        save = c->pos;
        skip_spaces (c);
      }
    /* "p. m.", "a.m.", "de la tarde" (day_half_words), then the words
     * above */
    switch (accept_day_half_word (c))
      {
      case DAY_HALF_AM: half = 0; break;
      case DAY_HALF_PM: half = 1; break;
      case DAY_HALF_NIGHT: half = 3; break;
      case DAY_HALF_NONE:
      default:
        for (guint i = 0; i < G_N_ELEMENTS (halves) && half < 0; i++)
          if (accept_word_here (c, halves[i].word))
            half = halves[i].half;
        break;
      }
    if (half < 0)
      c->pos = save;
  }
  /* Turkish case ending: "19:00'da" */
  if (at_char (c, '\''))
    {
      c->pos++;
      while (c->pos < c->len && (g_ascii_isalpha (c->s[c->pos]) || (guchar) c->s[c->pos] >= 0x80))
        c->pos++;
    }
  if (!minutes && !hour_word && half < 0 && !bare_hour)
    return FALSE;
  if (half >= 0)
    {
      if (h < 1 || h > 12)
        return FALSE;
      if (half == 0)
        h = h % 12;              /* a.m., pagi: 12 is midnight */
      else if (half == 1)
        h = h % 12 + 12;         /* p.m., petang, sore: 12 is noon */
      else if (half == 3)
        h = h == 12 ? 0 : h + 12; /* malam (night): 12 is midnight */
      else
        h = h >= 11 ? h : h + 12; /* siang: late morning to mid-afternoon */
    }
  if (h > 23)
    return FALSE;
  *out_h = (int) h;
  *out_m = (int) m;
  return TRUE;
}

/* Whether byte @k of @s ends a clause: a line break, ";", "!", "?", or a
 * full stop before a space, but not a German or Czech day's ordinal dot
 * before its month ("am 12. März") nor the dot of the Scandinavian "kl."
 * (klokken, klockan) before a clock */
static gboolean
is_intl_clause_end (const char *s,
                    gsize       len,
                    gsize       k)
{
  char ch = s[k];

  if (ch == '.' && k + 1 < len && s[k + 1] == ' ' && k > 0 && g_ascii_isdigit (s[k - 1]) &&
      (k < 2 || s[k - 2] == ' ' || (g_ascii_isdigit (s[k - 2]) && (k < 3 || s[k - 3] == ' '))))
    {
      Cursor c = { s, s, len, k + 2 };

      if (accept_month_after_day (&c) != 0)
        return FALSE;
    }
  if (ch == '.' && k >= 2 && s[k - 2] == 'k' && s[k - 1] == 'l' && (k == 2 || s[k - 3] == ' '))
    return FALSE;
  /* the dot of a month's abbreviation after its day ("am 12. Dez. um 14:00") */
  if (ch == '.' && k > 0 && (g_ascii_isalpha (s[k - 1]) || (guchar) s[k - 1] >= 0x80))
    {
      gsize w = k;

      while (w > 0 && k - w < 12 && (g_ascii_isalpha (s[w - 1]) || (guchar) s[w - 1] >= 0x80))
        w--;
      if (w >= 3 && s[w - 1] == ' ' &&
          (g_ascii_isdigit (s[w - 2]) || (s[w - 2] == '.' && g_ascii_isdigit (s[w - 3]))))
        {
          Cursor c = { s, s, len, w };

          /* the whole word a month: up to the dot, or past it */
          if (accept_month_after_day (&c) != 0 && (c.pos == k || c.pos == k + 1))
            return FALSE;
        }
    }
  return ch == '\n' || ch == ';' || ch == '!' || ch == '?' ||
         (ch == '.' && (k + 1 >= len || s[k + 1] == ' '));
}

typedef enum {
  INTL_NO_DATE,    /* nothing before the connector: the clock's next occurrence */
  INTL_DATED,      /* a date (or "tomorrow") gave the clock its day */
  INTL_NOT_RESET,  /* a date that makes it no reset to wait for: skip the clock */
} IntlDate;

/* Whether @word stands at @i of @nt->lower as a whole word inside [@lo,
 * @hi): @lo or a space before it, @hi or a space after it */
static gboolean
intl_word_at (const CarryOnNormText *nt,
              gsize                  lo,
              gsize                  hi,
              gsize                  i,
              const char            *word)
{
  gsize n = strlen (word);

  return i >= lo && i + n <= hi && memcmp (nt->lower + i, word, n) == 0 &&
         (i == lo || nt->lower[i - 1] == ' ') && (i + n == hi || nt->lower[i + n] == ' ');
}

/* The day a word right before the connector at @conn names, as days from
 * today in the clock's zone: "tomorrow" (1: "wird morgen um 14:00
 * zurückgesetzt", "mâine la 14:00", "завтра о 14:00", "i morgen kl. 14:00")
 * or a weekday (its next occurrence, 0 to 6: "am Montag um 14:00", "lundi à
 * 14 h", "el lunes a las 19:00", "v pondělí v 14:00", "w poniedziałek o
 * 14:00"; the CLDR's weekday names, in the case a date takes); -1 for
 * none.  @weekday is today's (1, Monday, to 7). */
static int
intl_day_before (const CarryOnNormText *nt,
                 gsize                  lo,
                 gsize                  conn,
                 int                    weekday)
{
  static const char *const tomorrow[] = {
    "morgen",
    "i morgen",
    "i morgon",
    "demain",
    "ma\xc3\xb1" "ana",  /* mañana */
    "manana",
    "domani",
    "amanh\xc3\xa3",  /* amanhã */
    "jutro",
    "z\xc3\xadtra",  /* zítra */
    "zajtra",
    "\xd0\xb7\xd0\xb0\xd0\xb2\xd1\x82\xd1\x80\xd0\xb0",  /* завтра */
    "m\xc3\xa2ine",  /* mâine */
    "maine",
    "huomenna",
    "\xce\xb1\xcf\x8d\xcf\x81\xce\xb9\xce\xbf",  /* αύριο */
    "yar\xc4\xb1n",  /* yarın */
    "besok",
    "ng\xc3\xa0y mai",  /* ngày mai */
    "holnap",
  };
  static const struct { const char *name; int day; } weekdays[] = {
    { "montag", 1 },
    { "lundi", 1 },
    { "lunes", 1 },
    { "luned\xc3\xac", 1 },  /* lunedì */
    { "segunda-feira", 1 },
    { "segunda", 1 },
    { "maandag", 1 },
    { "poniedzia\xc5\x82" "ek", 1 },  /* poniedziałek */
    { "pond\xc4\x9bl\xc3\xad", 1 },  /* pondělí */
    { "\xd0\xbf\xd0\xbe\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xb8\xd0\xba", 1 },  /* понедельник */
    { "\xd0\xbf\xd0\xbe\xd0\xbd\xd0\xb5\xd0\xb4\xd1\x96\xd0\xbb\xd0\xbe\xd0\xba", 1 },  /* понеділок */
    { "m\xc3\xa5ndag", 1 },  /* måndag */
    { "mandag", 1 },
    { "maanantaina", 1 },
    { "luni", 1 },
    { "\xce\xb4\xce\xb5\xcf\x85\xcf\x84\xce\xad\xcf\x81\xce\xb1", 1 },  /* δευτέρα */
    { "pazartesi", 1 },
    { "h\xc3\xa9tf\xc5\x91n", 1 },  /* hétfőn */
    { "h\xc3\xa9tf\xc5\x91", 1 },  /* hétfő */
    { "dienstag", 2 },
    { "mardi", 2 },
    { "martes", 2 },
    { "marted\xc3\xac", 2 },  /* martedì */
    { "ter\xc3\xa7" "a-feira", 2 },  /* terça-feira */
    { "ter\xc3\xa7" "a", 2 },  /* terça */
    { "dinsdag", 2 },
    { "wtorek", 2 },
    { "\xc3\xbater\xc3\xbd", 2 },  /* úterý */
    { "\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xbd\xd0\xb8\xd0\xba", 2 },  /* вторник */
    { "\xd0\xb2\xd1\x96\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xbe\xd0\xba", 2 },  /* вівторок */
    { "tisdag", 2 },
    { "tirsdag", 2 },
    { "tiistaina", 2 },
    { "mar\xc8\x9bi", 2 },  /* marți */
    { "marti", 2 },
    { "\xcf\x84\xcf\x81\xce\xaf\xcf\x84\xce\xb7", 2 },  /* τρίτη */
    { "sal\xc4\xb1", 2 },  /* salı */
    { "kedden", 2 },
    { "kedd", 2 },
    { "mittwoch", 3 },
    { "mercredi", 3 },
    { "mi\xc3\xa9rcoles", 3 },  /* miércoles */
    { "mercoled\xc3\xac", 3 },  /* mercoledì */
    { "quarta-feira", 3 },
    { "quarta", 3 },
    { "woensdag", 3 },
    { "\xc5\x9brod\xc4\x99", 3 },  /* środę */
    { "\xc5\x9broda", 3 },  /* środa */
    { "st\xc5\x99" "edu", 3 },  /* středu */
    { "st\xc5\x99" "eda", 3 },  /* středa */
    { "\xd1\x81\xd1\x80\xd0\xb5\xd0\xb4\xd1\x83", 3 },  /* среду */
    { "\xd1\x81\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb0", 3 },  /* среда */
    { "\xd1\x81\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb4\xd1\x83", 3 },  /* середу */
    { "\xd1\x81\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb0", 3 },  /* середа */
    { "onsdag", 3 },
    { "keskiviikkona", 3 },
    { "miercuri", 3 },
    { "\xcf\x84\xce\xb5\xcf\x84\xce\xac\xcf\x81\xcf\x84\xce\xb7", 3 },  /* τετάρτη */
    { "\xc3\xa7" "ar\xc5\x9f" "amba", 3 },  /* çarşamba */
    { "szerd\xc3\xa1n", 3 },  /* szerdán */
    { "szerda", 3 },
    { "donnerstag", 4 },
    { "jeudi", 4 },
    { "jueves", 4 },
    { "gioved\xc3\xac", 4 },  /* giovedì */
    { "quinta-feira", 4 },
    { "quinta", 4 },
    { "donderdag", 4 },
    { "czwartek", 4 },
    { "\xc4\x8dtvrtek", 4 },  /* čtvrtek */
    { "\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb3", 4 },  /* четверг */
    { "\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80", 4 },  /* четвер */
    { "torsdag", 4 },
    { "torstaina", 4 },
    { "joi", 4 },
    { "\xcf\x80\xce\xad\xce\xbc\xcf\x80\xcf\x84\xce\xb7", 4 },  /* πέμπτη */
    { "per\xc5\x9f" "embe", 4 },  /* perşembe */
    { "cs\xc3\xbct\xc3\xb6rt\xc3\xb6k\xc3\xb6n", 4 },  /* csütörtökön */
    { "cs\xc3\xbct\xc3\xb6rt\xc3\xb6k", 4 },  /* csütörtök */
    { "freitag", 5 },
    { "vendredi", 5 },
    { "viernes", 5 },
    { "venerd\xc3\xac", 5 },  /* venerdì */
    { "sexta-feira", 5 },
    { "sexta", 5 },
    { "vrijdag", 5 },
    { "pi\xc4\x85tek", 5 },  /* piątek */
    { "p\xc3\xa1tek", 5 },  /* pátek */
    { "\xd0\xbf\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb8\xd1\x86\xd1\x83", 5 },  /* пятницу */
    { "\xd0\xbf\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb8\xd1\x86\xd0\xb0", 5 },  /* пятница */
    { "\xd0\xbf'\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb8\xd1\x86\xd1\x8e", 5 },  /* п'ятницю */
    { "\xd0\xbf'\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb8\xd1\x86\xd1\x8f", 5 },  /* п'ятниця */
    { "fredag", 5 },
    { "perjantaina", 5 },
    { "vineri", 5 },
    { "\xcf\x80\xce\xb1\xcf\x81\xce\xb1\xcf\x83\xce\xba\xce\xb5\xcf\x85\xce\xae", 5 },  /* παρασκευή */
    { "cuma", 5 },
    { "p\xc3\xa9nteken", 5 },  /* pénteken */
    { "p\xc3\xa9ntek", 5 },  /* péntek */
    { "samstag", 6 },
    { "sonnabend", 6 },
    { "samedi", 6 },
    { "s\xc3\xa1" "bado", 6 },  /* sábado */
    { "sabato", 6 },
    { "zaterdag", 6 },
    { "sobot\xc4\x99", 6 },  /* sobotę */
    { "sobota", 6 },
    { "sobotu", 6 },
    { "\xd1\x81\xd1\x83\xd0\xb1\xd0\xb1\xd0\xbe\xd1\x82\xd1\x83", 6 },  /* субботу */
    { "\xd1\x81\xd1\x83\xd0\xb1\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb0", 6 },  /* суббота */
    { "\xd1\x81\xd1\x83\xd0\xb1\xd0\xbe\xd1\x82\xd1\x83", 6 },  /* суботу */
    { "\xd1\x81\xd1\x83\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb0", 6 },  /* субота */
    { "l\xc3\xb6rdag", 6 },  /* lördag */
    { "l\xc3\xb8rdag", 6 },  /* lørdag */
    { "lauantaina", 6 },
    { "s\xc3\xa2mb\xc4\x83t\xc4\x83", 6 },  /* sâmbătă */
    { "sambata", 6 },
    { "\xcf\x83\xce\xac\xce\xb2\xce\xb2\xce\xb1\xcf\x84\xce\xbf", 6 },  /* σάββατο */
    { "cumartesi", 6 },
    { "szombaton", 6 },
    { "szombat", 6 },
    { "sonntag", 7 },
    { "dimanche", 7 },
    { "domingo", 7 },
    { "domenica", 7 },
    { "zondag", 7 },
    { "niedziel\xc4\x99", 7 },  /* niedzielę */
    { "niedziela", 7 },
    { "ned\xc4\x9bli", 7 },  /* neděli */
    { "ned\xc4\x9ble", 7 },  /* neděle */
    { "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xba\xd1\x80\xd0\xb5\xd1\x81\xd0\xb5\xd0\xbd\xd1\x8c\xd0\xb5", 7 },  /* воскресенье */
    { "\xd0\xbd\xd0\xb5\xd0\xb4\xd1\x96\xd0\xbb\xd1\x8e", 7 },  /* неділю */
    { "\xd0\xbd\xd0\xb5\xd0\xb4\xd1\x96\xd0\xbb\xd1\x8f", 7 },  /* неділя */
    { "s\xc3\xb6ndag", 7 },  /* söndag */
    { "s\xc3\xb8ndag", 7 },  /* søndag */
    { "sunnuntaina", 7 },
    { "duminic\xc4\x83", 7 },  /* duminică */
    { "duminica", 7 },
    { "\xce\xba\xcf\x85\xcf\x81\xce\xb9\xce\xb1\xce\xba\xce\xae", 7 },  /* κυριακή */
    { "pazar", 7 },
    { "vas\xc3\xa1rnap", 7 },  /* vasárnap */
  };
  gsize end = conn;

  while (end > lo && nt->lower[end - 1] == ' ')
    end--;
  for (guint w = 0; w < G_N_ELEMENTS (tomorrow); w++)
    if (end >= lo + strlen (tomorrow[w]) && intl_word_at (nt, lo, end, end - strlen (tomorrow[w]), tomorrow[w]))
      return 1;
  for (guint w = 0; w < G_N_ELEMENTS (weekdays); w++)
    if (end >= lo + strlen (weekdays[w].name) && intl_word_at (nt, lo, end, end - strlen (weekdays[w].name), weekdays[w].name))
      return (weekdays[w].day - weekday + 7) % 7;
  return -1;
}

/* A date that ends right before the connector at @conn (or takes the
 * connector in as its join, as "um" or "à"), starting at a word in
 * [@lo, @conn): "wird am 12. März um 14:00 zurückgesetzt", "réinitialisée le
 * 12 mars à 14 h", "Zurückgesetzt am 12.03.2026 um 14:00", or "tomorrow"
 * or a weekday right before it (intl_day_before).  With it, @h:@mi is that day's (a date without a year:
 * its next occurrence, as parse_date_time reads one), into @out_epoch_s.  A
 * dated instant already past, or more than 62 days ahead, is a statement
 * about something else ("Nutzungslimit erreicht am 8. März um 09:30 – wird
 * um 14:00 zurückgesetzt"): INTL_NOT_RESET, and the caller looks on. */
static IntlDate
intl_date_before (const CarryOnNormText *nt,
                  gsize                  lo,
                  gsize                  conn,
                  gsize                  conn_end,
                  GTimeZone             *tz,
                  GDateTime             *now,
                  int                    h,
                  int                    mi,
                  gint64                *out_epoch_s)
{
  gsize from = conn > lo + 32 ? conn - 32 : lo;
  gint64 now_s = g_date_time_to_unix (now);
  g_autoptr(GDateTime) now_local = g_date_time_to_timezone (now, tz);

  {
    int days = intl_day_before (nt, lo, conn, g_date_time_get_day_of_week (now_local));

    if (days >= 0)
      {
        g_autoptr(GDateTime) day = g_date_time_add_days (now_local, days);
        g_autoptr(GDateTime) cand = NULL;

        if (day == NULL)
          return INTL_NO_DATE;
        cand = make_local (tz, g_date_time_get_year (day), g_date_time_get_month (day),
                           g_date_time_get_day_of_month (day), h, mi, 0);
        if (cand == NULL)
          return INTL_NO_DATE;
        /* today's weekday with its clock already past: read as a clock
         * alone (its next occurrence), not a week on, as a server that
         * prints its own zone's clock unnamed would park the session a
         * week for a wait of hours */
        if (g_date_time_to_unix (cand) < now_s)
          return INTL_NO_DATE;
        *out_epoch_s = g_date_time_to_unix (cand);
        return INTL_DATED;
      }
  }

  for (gsize j = from; j < conn; j++)
    {
      Cursor c = { nt->lower, nt->text, nt->len, j };
      int y, mo, d;
      gint64 at = -1;

      if ((j > lo && nt->lower[j - 1] != ' ') || !g_ascii_isdigit (nt->lower[j]))
        continue;
      if (!parse_date (&c, &y, &mo, &d))
        continue;
      skip_spaces (&c);
      if (c.pos != conn && c.pos < conn_end)
        continue;
      if (c.pos > conn_end + 1)
        continue;
      if (mo == 0 || d == 0)
        continue;
      if (y != 0)
        {
          g_autoptr(GDateTime) cand = make_local (tz, y, mo, d, h, mi, 0);

          if (cand != NULL)
            at = g_date_time_to_unix (cand);
        }
      else
        {
          /* this year's, or next year's once this year's has passed */
          for (int yy = g_date_time_get_year (now_local); yy <= g_date_time_get_year (now_local) + 1 && at < 0; yy++)
            {
              g_autoptr(GDateTime) cand = make_local (tz, yy, mo, d, h, mi, 0);

              if (cand != NULL && g_date_time_to_unix (cand) >= now_s)
                at = g_date_time_to_unix (cand);
            }
        }
      if (at < now_s || at > now_s + 62 * 86400)
        return INTL_NOT_RESET;
      *out_epoch_s = at;
      return INTL_DATED;
    }
  return INTL_NO_DATE;
}

/* Where the clause holding byte @at of @nt starts: just past the last
 * clause end before it (a comma too when @at_comma), at most INTL_REACH
 * bytes back. */
static gsize
intl_clause_start (const CarryOnNormText *nt,
                   gsize                  at,
                   gboolean               at_comma)
{
  gsize lo = at > INTL_REACH ? at - INTL_REACH : 0;

  for (gsize k = at; k > lo; k--)
    if (is_intl_clause_end (nt->lower, nt->len, k - 1) || (at_comma && nt->lower[k - 1] == ','))
      return k;
  return lo;
}

/* Whether one of @words (@n_words of them) stands whole among the words
 * of [@lo, @at) of @nt */
static gboolean
intl_word_among (const CarryOnNormText *nt,
                 gsize                  lo,
                 gsize                  at,
                 const char * const    *words,
                 gsize                  n_words)
{
  for (gsize w = 0; w < n_words; w++)
    for (gsize i = lo; i < at; i++)
      if (intl_word_at (nt, lo, at, i, words[w]))
        return TRUE;
  return FALSE;
}

/* A past auxiliary among the words of [@lo, @at): de wurde, worden; fr a
 * été; es fue; it è stato; pt foi; ru был; uk був; pl został; nl werd; cs
 * bylo; sv, da, nb blev, ble; ro a fost ("Das Limit wurde zurückgesetzt",
 * "Limita a fost resetată la 10:15": a reset that happened) */
static gboolean
intl_past_before (const CarryOnNormText *nt,
                  gsize                  lo,
                  gsize                  at)
{
  static const char *const words[] = {
    "wurde",
    "wurden",
    "worden",
    "a \xc3\xa9t\xc3\xa9",  /* a été */
    "ont \xc3\xa9t\xc3\xa9",  /* ont été */
    "fue",
    "fueron",
    "\xc3\xa8 stato",  /* è stato */
    "\xc3\xa8 stata",  /* è stata */
    "foi",
    "foram",
    "\xd0\xb1\xd1\x8b\xd0\xbb",  /* был */
    "\xd0\xb1\xd1\x8b\xd0\xbb\xd0\xb0",  /* была */
    "\xd0\xb1\xd1\x8b\xd0\xbb\xd0\xbe",  /* было */
    "\xd0\xb1\xd1\x83\xd0\xbb\xd0\xb8",  /* були */
    "\xd0\xb1\xd1\x83\xd0\xb2",  /* був */
    "zosta\xc5\x82" "a",  /* została */
    "zosta\xc5\x82",  /* został */
    "zosta\xc5\x82o",  /* zostało */
    "werd",
    "werden",
    "bylo",
    "byla",
    "byl",
    "blev",
    "ble",
    "fost",
  };

  return intl_word_among (nt, lo, at, words, G_N_ELEMENTS (words));
}

static gboolean
find_intl_clock (const CarryOnNormText *nt,
                 GDateTime             *now,
                 GTimeZone            **tz,
                 GTimeZone            **tz_local,
                 gint64                *out_epoch_s)
{
  for (guint w = 0; w < G_N_ELEMENTS (intl_reset_words); w++)
    {
      gsize from = 0;
      const char *hit;

      /* the first four mentions of each word: a log may repeat the line */
      for (guint tried = 0;
           tried < 4 && from < nt->len &&
           (hit = g_strstr_len (nt->lower + from, (gssize) (nt->len - from), intl_reset_words[w])) != NULL;
           tried++)
        {
          gsize at = (gsize) (hit - nt->lower);
          gsize lo, hi;
          gsize best_dist;
          gint64 best = 0;

          from = at + 1;
          if (g_strv_contains (intl_reset_whole_words, intl_reset_words[w]) &&
              !whole_word_at (nt, at, strlen (intl_reset_words[w])))
            continue;
        lo = intl_clause_start (nt, at, FALSE);
        hi = MIN (nt->len, at + strlen (intl_reset_words[w]) + INTL_REACH);
        for (gsize k = at; k < hi; k++)
          if (is_intl_clause_end (nt->lower, nt->len, k))
            {
              hi = k;
              break;
            }

        /* a past auxiliary before the reset word: the reset happened ("wurde
         * am Montag um 09:00 zurückgesetzt"), it is not to come */
        if (intl_past_before (nt, lo, at))
          continue;

        /* of the clocks in the clause, the one nearest the reset word: a
         * clause may also say when the limit was reached ("Límite
         * alcanzado el lunes a las 09:30, se restablecerá a las 18:00") */
        best_dist = G_MAXSIZE;
        for (gsize i = lo; i < hi; i++)
          {
            if (i > lo && nt->lower[i - 1] != ' ')
              continue;
            /* no nearer than the clock already found */
            if ((i > at ? i - at : at - i) >= best_dist)
              continue;
            for (guint k = 0; k < G_N_ELEMENTS (intl_connectors); k++)
              {
                gsize n = strlen (intl_connectors[k].word);
                Cursor c = { nt->lower, nt->text, nt->len, i + n };
                int h, mi;
                g_autoptr(GTimeZone) zone = NULL;
                GTimeZone *use;
                gint64 epoch;

                if (i + n >= hi || memcmp (nt->lower + i, intl_connectors[k].word, n) != 0 ||
                    nt->lower[i + n] != ' ')
                  continue;
                if (!parse_intl_clock (&c, intl_connectors[k].bare_hour, &h, &mi))
                  continue;
                zone = parse_intl_zone (&c);
                if (zone == NULL && *tz == NULL)
                  *tz = *tz_local = g_time_zone_new_local ();
                use = zone != NULL ? zone : *tz;
                switch (intl_date_before (nt, lo, i, i + n, use, now, h, mi, &epoch))
                  {
                  case INTL_DATED:
                    break;
                  case INTL_NOT_RESET:
                    continue;
                  case INTL_NO_DATE:
                  default:
                    if (!next_clock_time (use, now, h, mi, 0, &epoch))
                      continue;
                    break;
                  }
                best_dist = i > at ? i - at : at - i;
                best = epoch;
                break;
              }
          }
        if (best_dist != G_MAXSIZE)
          {
            *out_epoch_s = best;
            return TRUE;
          }
        }
    }
  return FALSE;
}

/* Whether @nt names a window of seconds or minutes ("requests per minute",
 * "RPM", "TPM"): then a daily reset at midnight named beside it is not the
 * wait ("Rate limit reached for requests per minute. Daily token quota
 * resets at midnight UTC.": the ladder's short wait, not twelve hours) */
static gboolean
names_short_window (const CarryOnNormText *nt)
{
  static const char *const windows[] = {
    "<per minute", "<per second", "<per min>", "/min>", "<rpm>", "<tpm>", "<rps>",
  };

  return carry_on_norm_text_find_any (nt->lower, nt->len, windows, G_N_ELEMENTS (windows));
}

/* "Next month" as the limit's reset in French, Spanish, Italian,
 * Portuguese and German, as parse_next_month() reads the English: Chamilo's
 * AI helper caps tokens per calendar month, "… pour le mois civil en cours.
 * Veuillez contacter votre équipe d'assistance ou attendre le mois
 * prochain …"
 * (https://github.com/chamilo/chamilo-lms/blob/master/public/plugin/ai_helper/lang/french.php).
 * The first of next month at midnight, in the default zone or UTC,
 * whichever comes first, since no clock or zone is given; and only
 * - in a text that names a monthly window (intl_monthly_windows[]) and no
 *   window of a minute or a second ("espere un minuto; el contador mensual
 *   se reinicia el próximo mes" asks for the minute);
 * - after a word that asks to wait ("attendez", "espere", "aguarde",
 *   "warten") or says the limit will reset ("sera réinitialisé", "se
 *   restablecerá", "verrà ripristinato", "será redefinido"), whole, in the
 *   same clause.  Not renewal words ("renouvelé", "se renovará",
 *   "erneuert"), which name a subscription's billing as often, nor the
 *   stems of unrelated words ("esperado", "attendibile", "Wartung");
 * - with no past auxiliary ("a été réinitialisé") and no negation ("n'est
 *   pas", "no se", "não será", "nicht") before it in the clause;
 * - not as a genitive ("le 15 du mois prochain", "a finales del próximo
 *   mes", "bis Ende nächsten Monats" name another day), nor with a day
 *   after it ("attendez le mois prochain, le 15").
 * These narrow rules are a review's findings: each wrong reading turns a
 * short backoff into a wait of weeks. */
static const char *const intl_next_month[] = {
  "<le mois prochain>", "<au mois prochain>",
  "<el pr\xc3\xb3ximo mes>", "<al pr\xc3\xb3ximo mes>", "<el mes que viene>",
  "<il mese prossimo>", "<il prossimo mese>",
  "<o pr\xc3\xb3ximo m\xc3\xaas>", "<no pr\xc3\xb3ximo m\xc3\xaas>",
  "<bis n\xc3\xa4" "chsten monat>", "<bis zum n\xc3\xa4" "chsten monat>",  /* "until": "im nächsten Monat" says when, not a wait */
};

static const char *const intl_monthly_windows[] = {
  "<mensuel", "<mois civil", "<mois en cours", "<par mois>", "<ce mois>",
  "<mensual", "<por mes>", "<este mes>", "<mes en curso>", "<mes actual>",
  "<mensil", "<al mese>", "<questo mese>", "<mese corrente>", "<mese in corso>",
  "<mensal", "<por m\xc3\xaas>", "<este m\xc3\xaas>", "<m\xc3\xaas atual>",
  "<monatlich", "<pro monat>", "<diesen monat>", "<aktuellen monat>", "<monatskontingent", "<monatslimit",
};

/* the minute and second windows of the languages above; the English ones
 * are names_short_window()'s */
static const char *const intl_short_windows[] = {
  "<minute", "<minuto", "<minuti>", "<minuten>", "<minuut", "<seconde", "<segundo", "<secondo", "<secondi>", "<sekunde",
};

/* whole words, or the start of one when they end in a space-free stem
 * that only the limit's own verbs continue */
static const char *const intl_wait_words[] = {
  "<attendez>", "<attendre>", "<patientez>",                                          /* fr */
  "<espere>", "<espera>", "<esperar>", "<esperen>",                                    /* es, pt */
  "<attendi>", "<attendere>", "<attenda>", "<aspetta>", "<aspettare>", "<aspetti>",    /* it */
  "<aguarde>", "<aguardar>", "<aguarda>",                                              /* pt */
  "<warten>", "<warte>", "<wartet>",                                                   /* de */
  "<sera r\xc3\xa9" "initialis", "<seront r\xc3\xa9" "initialis", "<se r\xc3\xa9" "initialise",
  "<se restablecer\xc3\xa1", "<se restablece>", "<se restablecen>", "<se reinicia>", "<se reiniciar\xc3\xa1",
  "<verr\xc3\xa0 ripristinat", "<verranno ripristinat", "<si ripristina", "<verr\xc3\xa0 reimpostat", "<si azzera",
  "<ser\xc3\xa1 redefinid", "<ser\xc3\xa3o redefinid", "<ser\xc3\xa1 resetad", "<ser\xc3\xa1 reiniciad",
};

/* Whether a day of the month follows byte @end of @nt, after a comma or
 * not: a number, or an article or preposition that opens a date ("le 15",
 * "el día 15", "am 15.", "il 15", "o dia 15", "à partir du 15") */
static gboolean
intl_day_follows (const CarryOnNormText *nt,
                  gsize                  end)
{
  static const char *const openers[] = {
    "le ", "el ", "il ", "am ", "den ", "au ", "du ", "al ", "dal ", "a partir", "\xc3\xa0 partir", "ab ", "dia ", "d\xc3\xad" "a ",
  };

  while (end < nt->len && (nt->lower[end] == ' ' || nt->lower[end] == ','))
    end++;
  if (end < nt->len && g_ascii_isdigit (nt->lower[end]))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (openers); i++)
    if (end + strlen (openers[i]) <= nt->len && memcmp (nt->lower + end, openers[i], strlen (openers[i])) == 0)
      return TRUE;
  return FALSE;
}

/* Whether a negation stands among the words of [@lo, @at): a denial '^'
 * knows (is_denial_word()), French "ne", "jamais" and the elided "n'",
 * Spanish and Portuguese "nunca", Italian "mai", German "nie".  These
 * extras are not '^' denials: "mai" is May in French, "nie" is no in
 * Polish, "ne" is no in Czech; here they only stop a wait being read. */
static gboolean
intl_negation_before (const CarryOnNormText *nt,
                      gsize                  lo,
                      gsize                  at)
{
  static const char *const words[] = {
    "ne", "jamais", "nunca", "mai", "nie",
  };

  for (gsize i = lo; i < at;)
    {
      gsize begin = i;

      /* French elision: "n'est", "n'a" */
      if (i + 1 < at && nt->lower[i] == 'n' && nt->lower[i + 1] == '\'' && (i == lo || nt->lower[i - 1] == ' '))
        return TRUE;
      if (!is_near_word (nt->lower[i]))
        {
          i++;
          continue;
        }
      while (i < at && is_near_word (nt->lower[i]))
        i++;
      if (is_denial_word (nt->lower, begin, i))
        return TRUE;
    }
  return intl_word_among (nt, lo, at, words, G_N_ELEMENTS (words));
}

static gboolean
find_intl_next_month (const CarryOnNormText *nt,
                      GDateTime             *now,
                      GTimeZone            **tz,
                      GTimeZone            **tz_local,
                      gint64                *out_epoch_s)
{
  if (!carry_on_norm_text_find_any (nt->lower, nt->len, intl_monthly_windows, G_N_ELEMENTS (intl_monthly_windows)) ||
      carry_on_norm_text_find_any (nt->lower, nt->len, intl_short_windows, G_N_ELEMENTS (intl_short_windows)) ||
      names_short_window (nt))
    return FALSE;

  for (guint p = 0; p < G_N_ELEMENTS (intl_next_month); p++)
    {
      gsize end = 0;
      gssize at = carry_on_norm_text_find (nt->lower, nt->len, 0, intl_next_month[p],
                                           strlen (intl_next_month[p]), &end);
      gsize lo;

      if (at < 0 || intl_day_follows (nt, end))
        continue;
      lo = intl_clause_start (nt, (gsize) at, TRUE);
      if (intl_past_before (nt, lo, (gsize) at) || intl_negation_before (nt, lo, (gsize) at))
        continue;
      for (guint w = 0; w < G_N_ELEMENTS (intl_wait_words); w++)
        {
          gsize word_end = 0;
          gssize hit = carry_on_norm_text_find (nt->lower, (gsize) at, lo, intl_wait_words[w],
                                                strlen (intl_wait_words[w]), &word_end);

          /* not the reflexive "attendez-vous à" (expect) */
          if (hit < 0 || (word_end < nt->len && nt->lower[word_end] == '-'))
            continue;
          if (*tz == NULL)
            *tz = *tz_local = g_time_zone_new_local ();
          return next_month_start (now, *tz, TRUE, 0, 0, 0, out_epoch_s);
        }
    }
  return FALSE;
}

/* Whether one of @mask's phrases starts at byte @at of @nt */
static gboolean
masked_at (const CarryOnNormText *nt,
           gsize                  at,
           const Anchor          *mask,
           guint                  n_mask)
{
  for (guint m = 0; m < n_mask; m++)
    {
      gsize end;

      if (carry_on_norm_text_match_at (nt->lower, nt->len, at, mask[m].phrase, strlen (mask[m].phrase), &end))
        return TRUE;
    }
  return FALSE;
}

/* Whether the name that goes on at @end of @lower (letters, digits and
 * "_", as skip_connectors() passes over them) goes on at all and ends in a
 * word for milliseconds: "retry_delay" + "_ms", "retrydelay" + "ms",
 * "retrydelay" + "millis", "retry_after" + "_milliseconds", "_msec(s)" */
static gboolean
name_ends_in_ms (const char *lower,
                 gsize       len,
                 gsize       end)
{
  static const char *const units[] = { "ms", "msec", "msecs", "millis", "milliseconds" };
  gsize p = end;

  while (p < len && (g_ascii_isalnum (lower[p]) || lower[p] == '_'))
    p++;
  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      gsize n = strlen (units[u]);

      if (p >= end + n && memcmp (lower + p - n, units[u], n) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The value of the earliest of @table's anchors in @nt that carries one,
 * skipping those where one of @mask's phrases starts ("try again" where
 * "try again tomorrow" is written: that is read later, or not at all).
 * @tz is the zone of clock times without one; when it is %NULL the local
 * zone is looked up once, into *@tz_local, only when an anchor is found:
 * that costs a stat() and a readlink() of /etc/localtime, on the path of
 * every failed turn. */
static gboolean
find_earliest_anchor (const CarryOnNormText  *nt,
                      const Anchor           *table,
                      guint                   n_table,
                      const Anchor           *mask,
                      guint                   n_mask,
                      guint                   words,
                      GDateTime              *now,
                      GTimeZone             **tz,
                      GTimeZone             **tz_local,
                      gint64                 *out_epoch_s)
{
  gssize best_pos = -1;
  gint64 best = 0;

  for (guint a = 0; a < n_table; a++)
    {
      gsize from = 0;
      gsize plen = strlen (table[a].phrase);

      for (;;)
        {
          gsize end = 0;
          gssize at = carry_on_norm_text_find (nt->lower, nt->len, from, table[a].phrase, plen, &end);
          Cursor c = { nt->lower, nt->text, nt->len, end, (words & WORDS_DAY) != 0, (words & WORDS_MONTH) != 0,
                       (words & WORDS_ZONE_NAMED) != 0 };
          gint64 value;
          gboolean in_word = g_ascii_isalnum (table[a].phrase[plen - 1]);
          AnchorKind kind;

          if (at < 0 || (best_pos >= 0 && at >= best_pos))
            break;

          if (((table[a].kind == ANCHOR_WAIT || table[a].kind == ANCHOR_UNTIL || table[a].kind == ANCHOR_UNTIL_DATE) &&
               said_by_client (nt->lower, (gsize) at)) ||
              (n_mask > 0 && masked_at (nt, (gsize) at, mask, n_mask)))
            {
              from = (gsize) at + 1;
              continue;
            }
          /* a name the anchor only begins whose rest says milliseconds
           * counts no seconds: a Retry-After so named ("retry_after_millis",
           * "retryAfterMilliseconds") is the provider's wait in ms; any
           * other so named is not read, a retry delay ("retry_delay_ms",
           * "retryDelayMs") being as often a client's own backoff (only
           * Claude Code's JSON member is read, as a host's schedule:
           * schedule_anchors) */
          kind = table[a].kind;
          if (in_word && kind == ANCHOR_DELTA_S && name_ends_in_ms (nt->lower, nt->len, end))
            {
              if (strstr (table[a].phrase, "after") == NULL)
                {
                  from = (gsize) at + 1;
                  continue;
                }
              kind = ANCHOR_DELTA_MS;
            }
          if (*tz == NULL)
            *tz = *tz_local = g_time_zone_new_local ();
          skip_connectors (&c, in_word);
          if (parse_after_anchor (&c, kind, now, *tz, &value))
            {
              best_pos = at;
              best = value;
              break;
            }
          from = (gsize) at + 1;
        }
    }

  if (best_pos < 0)
    return FALSE;
  *out_epoch_s = best;
  return TRUE;
}

/* WORDS_ZONE_NAMED when @tz is the zone the text itself named */
static guint
zone_named (GTimeZone *tz,
            GTimeZone *tz_named)
{
  return tz != NULL && tz == tz_named ? WORDS_ZONE_NAMED : 0;
}

/* Whether @nt names a monthly window ("monthly quota", "per month", "this
 * month"): only then is "next month" beside a reset phrase its reset.
 * "Your subscription renews next month. Too many requests" is a rate
 * limit beside a billing note (found by a review) */
static gboolean
names_monthly_window (const CarryOnNormText *nt)
{
  static const char *const windows[] = {
    "<monthly", "<per month", "<this month", "<each month", "<every month", "/month",
  };

  return carry_on_norm_text_find_any (nt->lower, nt->len, windows, G_N_ELEMENTS (windows));
}

gboolean
carry_on_reset_time_parse_norm (const CarryOnNormText *nt,
                                GDateTime             *now,
                                GTimeZone             *local_tz,
                                gint64                *out_epoch_s)
{
  g_autoptr(GTimeZone) tz_local = NULL;
  g_autoptr(GTimeZone) tz_named = NULL;
  GTimeZone *tz = local_tz;
  gboolean cjk;

  if (nt->len == 0)
    return FALSE;
  cjk = has_cjk_byte (nt);
  /* "北京时间", "米国東部標準時": the zone of clocks printed without one */
  if (cjk && (tz_named = find_text_zone (nt)) != NULL)
    tz = tz_named;

  /* the earliest anchor in the text that carries a value wins; a bare
   * "until", "come back tomorrow" and a host's own retry schedule count
   * only when no reset anchor or clock does, and
   * "midnight" or "noon" as a clock only when nothing else does: "free
   * usage resets at midnight Pacific. Come back in 3h 47m" or "daily
   * limit resets at midnight UTC; try again in 20 seconds" name the
   * sooner wait second.  A billing cycle's end and "next month" come last
   * of all ("Your monthly usage resets next month. Rate limit exceeded:
   * please try again in 30 seconds" waits 30 seconds) */
  if ((header_percent (nt, "<x-codex-secondary-used-percent") >= 100 &&
       find_earliest_anchor (nt, codex_secondary_anchors, G_N_ELEMENTS (codex_secondary_anchors), NULL, 0, 0, now, &tz, &tz_local, out_epoch_s)) ||
      find_earliest_anchor (nt, anchors, G_N_ELEMENTS (anchors), tomorrow_anchors, G_N_ELEMENTS (tomorrow_anchors), 0, now, &tz, &tz_local, out_epoch_s) ||
      find_cjk_wait (nt, now, out_epoch_s))
    return TRUE;
  /* only texts with a byte of a CJK half-day or day word pay for the
   * zone */
  if (tz == NULL && cjk)
    tz = tz_local = g_time_zone_new_local ();
  return (tz != NULL && (find_cjk_dated_clock (nt, now, tz, out_epoch_s) || find_cjk_day_clock (nt, now, tz, out_epoch_s) ||
                         find_cjk_weekday_clock (nt, now, tz, out_epoch_s) || find_cjk_clock (nt, now, tz, out_epoch_s) ||
                         find_cjk_hour_clock (nt, now, tz, out_epoch_s))) ||
         find_intl_clock (nt, now, &tz, &tz_local, out_epoch_s) ||
         find_earliest_anchor (nt, until_anchors, G_N_ELEMENTS (until_anchors), NULL, 0, 0, now, &tz, &tz_local, out_epoch_s) ||
         /* a midnight the text names ("resets at midnight Pacific Time.
          * Please come back tomorrow") before a bare "tomorrow" */
         ((g_strstr_len (nt->lower, nt->len, "midnight") != NULL || g_strstr_len (nt->lower, nt->len, "noon") != NULL) &&
          !names_short_window (nt) &&
          find_earliest_anchor (nt, anchors, G_N_ELEMENTS (anchors), tomorrow_anchors, G_N_ELEMENTS (tomorrow_anchors), WORDS_DAY, now, &tz, &tz_local, out_epoch_s)) ||
         find_earliest_anchor (nt, tomorrow_anchors, G_N_ELEMENTS (tomorrow_anchors), NULL, 0, zone_named (tz, tz_named), now, &tz, &tz_local, out_epoch_s) ||
         find_earliest_anchor (nt, schedule_anchors, G_N_ELEMENTS (schedule_anchors), NULL, 0, 0, now, &tz, &tz_local, out_epoch_s) ||
         find_earliest_anchor (nt, cycle_anchors, G_N_ELEMENTS (cycle_anchors), NULL, 0, 0, now, &tz, &tz_local, out_epoch_s) ||
         (names_monthly_window (nt) &&
          find_earliest_anchor (nt, anchors, G_N_ELEMENTS (anchors), tomorrow_anchors, G_N_ELEMENTS (tomorrow_anchors),
                                WORDS_MONTH | zone_named (tz, tz_named), now, &tz, &tz_local, out_epoch_s)) ||
         find_intl_next_month (nt, now, &tz, &tz_local, out_epoch_s);
}

/**
 * carry_on_reset_time_parse:
 * @text: an error message that may name when a limit resets
 * @now: the current wall-clock time
 * @local_tz: (nullable): zone for times printed without one (%NULL: `TZ`)
 * @out_epoch_s: (out): the reset instant, epoch seconds
 *
 * See carry-on-reset-time.h.  Relative durations are rounded up to the
 * next whole second; a clock time without a date that is not later than
 * @now means the same time tomorrow in its zone; a month and day without a
 * year mean the next such date (a date up to a day old is kept: the reset
 * has just passed).  Only the first 64 KiB of @text are read.
 *
 * Returns: %TRUE when a reset instant was found
 */
gboolean
carry_on_reset_time_parse (const char *text,
                           GDateTime  *now,
                           GTimeZone  *local_tz,
                           gint64     *out_epoch_s)
{
  CarryOnNormText nt;
  const char *parts[1];
  gboolean ok;
  gint64 value = 0;

  g_return_val_if_fail (now != NULL, FALSE);
  g_return_val_if_fail (out_epoch_s != NULL, FALSE);

  if (text == NULL)
    return FALSE;

  parts[0] = text;
  carry_on_norm_text_init (&nt, parts, 1, CARRY_ON_CLASSIFIER_MAX_TEXT);
  ok = carry_on_reset_time_parse_norm (&nt, now, local_tz, &value);
  carry_on_norm_text_clear (&nt);

  if (ok)
    *out_epoch_s = value;
  return ok;
}

/**
 * carry_on_reset_time_parse_retry_after:
 * @value: the value of an HTTP `Retry-After` header: delta-seconds ("120")
 *   or an HTTP-date ("Wed, 21 Oct 2015 07:28:00 GMT"), RFC 9110 §10.2.3
 * @now: the current wall-clock time
 * @out_epoch_s: (out): when to retry, epoch seconds; a date in the past
 *   gives @now
 *
 * Returns: %TRUE when @value is one of the two forms (white space around
 *   it is allowed), %FALSE otherwise (@out_epoch_s untouched)
 */
gboolean
carry_on_reset_time_parse_retry_after (const char *value,
                                       GDateTime  *now,
                                       gint64     *out_epoch_s)
{
  g_autofree char *lower = NULL;
  Cursor c;
  gint64 v;
  gint64 now_s;
  guint n;

  g_return_val_if_fail (now != NULL, FALSE);
  g_return_val_if_fail (out_epoch_s != NULL, FALSE);

  if (value == NULL || strlen (value) > 256)
    return FALSE;
  now_s = g_date_time_to_unix (now);
  lower = g_ascii_strdown (value, -1);
  c = (Cursor) { lower, value, strlen (lower), 0 };

  if (parse_http_date (&c, &v))
    v = MAX (v, now_s);
  else
    {
      skip_ws (&c);
      n = read_digits (&c, &v);
      if (n == 0 || n > 9)
        return FALSE;
      v = now_s + v;
    }
  while (c.pos < c.len && g_ascii_isspace (c.s[c.pos]))
    c.pos++;
  if (c.pos != c.len)
    return FALSE;
  *out_epoch_s = v;
  return TRUE;
}
