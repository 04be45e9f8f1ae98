// Writes the product's icon into index.html as a `data:` URL instead of linking /favicon.svg: the
// browser asked for the file on every page load, a reload's too, even when its cache answered
// (issue 40). The drawing is a few hundred bytes; the CSP's img-src allows `data:`.
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** `svg` as a `data:` URL, percent-encoded (shorter than base64 for markup). */
export function svgDataUrl(svg) {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

export class InlineFaviconPlugin {
  /** @param {string} svgPath the icon's SVG file */
  constructor(svgPath) {
    this.svgPath = svgPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('InlineFaviconPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'InlineFaviconPlugin',
        (data) => {
          const href = svgDataUrl(readFileSync(this.svgPath, 'utf8'));
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'icon', type: 'image/svg+xml', href },
            meta: { plugin: 'InlineFaviconPlugin' },
          });
          return data;
        },
      );
    });
  }
}
