// Writes the host's own stylesheet (the font face and two body rules, well under 1 KB) into
// index.html as a <style> instead of a <link>: as a file it was one more request on every page
// load, the sign-in page's and every reload's (issue 40). The CSP allows inline styles already
// (Griffel inserts its rules at run time).
import HtmlWebpackPlugin from 'html-webpack-plugin';

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/** The text of `tag`'s stylesheet when it is one of this build's CSS files, else undefined. */
function stylesheetText(compilation, tag) {
  if (tag.tagName !== 'link' || tag.attributes.rel !== 'stylesheet') return undefined;
  const publicPath = compilation.outputOptions.publicPath;
  const href = String(tag.attributes.href);
  const name = typeof publicPath === 'string' ? href.replace(publicPath, '') : href;
  const asset = compilation.getAsset(name);
  return asset && asset.source.source().toString().replace(SOURCE_MAP_COMMENT, '');
}

export class InlineCssPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineCssPlugin', (data) => {
        data.headTags = data.headTags.map((tag) => {
          const css = stylesheetText(compilation, tag);
          return css === undefined
            ? tag
            : { tagName: 'style', voidTag: false, attributes: {}, innerHTML: css, meta: tag.meta };
        });
        return data;
      });
    });
  }
}
