/** Who may call an HTTP route: anyone, a signed-in person, or staff of the `admin` group. */
export type Access = 'public' | 'customer' | 'admin';
