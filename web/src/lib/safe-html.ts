import { useEffect, useState } from 'react';

/** The markup a piece of site HTML may keep; everything else (scripts, handlers, styles) is removed. */
export interface HtmlAllowList {
  tags: readonly string[];
  attributes: readonly string[];
}

type Purifier = (typeof import('dompurify'))['default'];
let purifier: Promise<Purifier> | undefined;

/** DOMPurify, fetched on first use so the login page's first paint does not carry it. */
const loadPurifier = (): Promise<Purifier> => (purifier ??= import('dompurify').then((m) => m.default));

const isBlank = (html: unknown): boolean => typeof html !== 'string' || html.trim() === '';

/** Site HTML reduced to an allow-list; '' for no HTML. */
export async function sanitizeHtml(html: unknown, allow: HtmlAllowList): Promise<string> {
  if (isBlank(html)) return '';
  const purify = await loadPurifier();
  return purify.sanitize(html as string, {
    ALLOWED_TAGS: [...allow.tags],
    ALLOWED_ATTR: [...allow.attributes],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * The sanitised HTML for rendering: '' for no HTML, null while the sanitiser loads (the caller shows
 * nothing in its place: unsanitised markup is never rendered). `allow` must be a module constant.
 */
export function useSanitizedHtml(html: unknown, allow: HtmlAllowList): string | null {
  const [done, setDone] = useState<{ source: unknown; clean: string } | null>(null);
  useEffect(() => {
    if (isBlank(html)) return;
    let live = true;
    void sanitizeHtml(html, allow).then((clean) => {
      if (live) setDone({ source: html, clean });
    });
    return () => {
      live = false;
    };
  }, [html, allow]);
  if (isBlank(html)) return '';
  return done && done.source === html ? done.clean : null;
}
