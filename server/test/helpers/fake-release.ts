/** A minimal valid release of a remote, as the release command uploads it. */
export function fakeReleaseFiles(
  name: string,
  marker: string,
  manifestExtra: Record<string, unknown> = {},
) {
  const manifest = {
    id: name,
    name,
    metaData: { name, publicPath: 'auto', ...manifestExtra },
    shared: [],
    exposes: [],
  };
  return [
    { path: 'mf-manifest.json', content: Buffer.from(JSON.stringify(manifest)).toString('base64') },
    {
      path: 'remoteEntry.js',
      content: Buffer.from(`/* ${marker} */ var ${name};`).toString('base64'),
    },
    {
      path: 'chunks/page.js',
      content: Buffer.from(`console.log(${JSON.stringify(marker)});`).toString('base64'),
    },
  ];
}
