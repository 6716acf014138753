// The confirmation dialog's host, in a chunk of its own: the sign-in page never asks for one.
export { ConfirmHost } from '../ui/ConfirmHost';
