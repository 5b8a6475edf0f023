const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export type { ThemeMode } from '@hde/contracts';
import type { ThemeMode } from '@hde/contracts';

/** The product's page frame for the sign-in pages, in the theme the app cookie asks for. */
export function page(options: {
  title: string;
  theme: ThemeMode;
  body: string;
  script?: string;
  /** A wider card, for pages that show long text (the local mail page). */
  wide?: boolean;
}): string {
  const script = options.script ? `<script src="/auth-assets/${options.script}" defer></script>` : '';
  return `<!doctype html>
<html lang="en" data-theme="${options.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · HDE</title>
<link rel="icon" type="image/svg+xml" href="/logo.svg">
<link rel="stylesheet" href="/auth-assets/auth.css">
${script}
</head>
<body>
<main class="card${options.wide ? ' wide' : ''}" aria-labelledby="page-title">
<div class="brand"><img src="/logo.svg" alt="" width="40" height="40"><span>HDE</span></div>
${options.body}
</main>
</body>
</html>`;
}
