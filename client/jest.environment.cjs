const { TextDecoder, TextEncoder } = require('node:util');
const JSDOMEnvironment = require('jest-environment-jsdom').default;

/**
 * jsdom without the web platform's fetch classes, which react-router's navigation uses: this
 * environment lends it Node's own (with Node's AbortController, so their signals match).
 */
class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      Request,
      Response,
      Headers,
      FormData,
      fetch,
      AbortController,
      AbortSignal,
    });
  }
}

module.exports = BrowserLikeEnvironment;
