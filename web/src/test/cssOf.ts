/**
 * The CSS rules Emotion wrote for an element's own classes, as one string: for tests of what
 * a component's `sx` amounts to, where jsdom's computed style does not know the property (content-visibility).
 */
export function cssOf(element: Element): string {
  // The app's cache key is "mui" (app/providers/emotionCache.ts); Emotion's default is "css".
  const classes = [...element.classList].filter((name) => /^(mui|css)-[\w-]+$/.test(name));
  const text = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "");
  return text
    .flatMap((css) => classes.flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, "g")) ?? []))
    .join("\n");
}
