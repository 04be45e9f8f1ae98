import { describe, it } from 'node:test';
import { expect } from 'expect';
import { hostPage } from '../../src/web/host-page';

const html = '<html><head><title>x</title></head><body></body></html>';

describe('the host page', () => {
  it('is served as built in the code-flow mode without a remote environment', () => {
    expect(hostPage(html, { authMode: 'code', remoteEnvUrl: undefined })).toBe(html);
  });

  it('names the environment document in the password-flow mode', () => {
    expect(hostPage(html, { authMode: 'password', remoteEnvUrl: undefined })).toContain(
      '<meta name="crm-remote-env" content="/api/platform/environment" /></head>',
    );
  });

  it('names a configured remote environment, escaped', () => {
    expect(
      hostPage(html, { authMode: 'code', remoteEnvUrl: 'https://cfg.example/env.json?a=1&b="2"' }),
    ).toContain('content="https://cfg.example/env.json?a=1&amp;b=&quot;2&quot;"');
  });
});
