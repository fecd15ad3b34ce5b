import { mainHeading, type BlockMeta } from "../block-meta.ts";

export const authMeta = {
  title: "Sign-in landing block",
  component: "Auth/Auth.tsx",
  // While sign-in is processed, and when it failed, the landing's heading is the page's main one.
  outline: mainHeading,
  paintsFirst: false,
  // Lazy: only the sign-in landing shows it, and it is what starts signing in.
  lazy: true,
  // Interactive: it acts on the address as it draws, signs in and goes home.
  hydration: "interactive",
  landing: true,
} satisfies BlockMeta<"auth">;
