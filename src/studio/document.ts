/**
 * The app's one HTML page: no inline script (the studio's policy allows none), never indexed,
 * and nothing but a mount point until the script runs. The build writes it with the hashed
 * files; the dev server with the source entry, which Vite then serves and hot-reloads.
 */
export interface StudioAssets {
  script: string;
  stylesheets: string[];
  /** Chunks the entry imports at once, fetched alongside it rather than after it. */
  preloads?: string[];
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export function studioDocument({ script, stylesheets, preloads = [] }: StudioAssets): string {
  const links = [
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    ...preloads.map((href) => `<link rel="modulepreload" href="${attribute(href)}">`),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Landfall studio</title>
${links.join('\n')}${links.length ? '\n' : ''}<script type="module" src="${attribute(script)}"></script>
</head>
<body>
<div id="root"></div>
<noscript>The marketers' area needs JavaScript.</noscript>
</body>
</html>
`;
}
