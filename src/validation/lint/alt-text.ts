const imageFile = /\.(avif|gif|jpe?g|png|svg|webp)$/i;
const genericWords = new Set(["image", "img", "photo", "picture", "pic", "graphic", "banner", "hero", "background", "placeholder"]);
const announcedPrefix = /^(an? )?(image|picture|photo|photograph|graphic) of\b/i;

/** Why an image's alt text fails people who cannot see it, or undefined when it is fine. */
export function altTextAdvice(alt: string): { code: string; message: string } | undefined {
  const text = alt.trim();
  if (imageFile.test(text) || genericWords.has(text.toLowerCase())) {
    return {
      code: "meaningless-alt-text",
      message: `"${text}" doesn't describe the picture. Say what it shows, like "Fuel being loaded onto a passenger jet at dawn", or set decorative: true if it adds nothing a reader needs.`,
    };
  }
  if (announcedPrefix.test(text)) {
    const rest = text.replace(announcedPrefix, "").trim();
    const suggestion = rest.charAt(0).toUpperCase() + rest.slice(1);
    return {
      code: "redundant-alt-prefix",
      message: `Screen readers already announce an image, so "${text.split(" of ")[0]} of" is read twice. Start with what it shows${suggestion ? `: "${suggestion}"` : ""}.`,
    };
  }
  return undefined;
}
