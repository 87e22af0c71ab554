/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Errors_InternalInputs */
export const errors_internal: (inputs: Errors_InternalInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errors_InternalInputs = {};
