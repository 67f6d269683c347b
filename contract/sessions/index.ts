// A token rotation that another request of the same client won (docs/decisions/0007-auth-protocol.md,
// "Parallel requests"). The api answers this header when the request's token is no longer the
// client's current one: it was let in on the previous token within the batch window, or a parallel
// request rotated the token first. The web then leaves its session cookie as the browser has it:
// written from this request, it would carry the old token over the new one, which the api refuses
// once the batch window ends (the visitor signed out).
export const TOKEN_SUPERSEDED_HEADER = "Token-Superseded";
