// What a payment's frame takes from the page, loaded by frame.ts only for that view: the bill schemas
// it checks the purchase with are no part of the sign-in's JavaScript.
export { frameInput as billFrameInput } from '../../internal/runtime';
