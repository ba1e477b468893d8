import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router needs.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
