/** Who a request is counted against: an account (or e-mail address) as typed, normalised, and the client address. */
export interface ThrottleSubject {
  /** Already normalised and scoped by the caller, e.g. 'user:carla', 'reset:carla', 'email:ben@example.com'. */
  readonly account: string;
  readonly address: string;
}
