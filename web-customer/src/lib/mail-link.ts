import { linkInputSchema, type LinkInput } from '@domain/customer/account-input';

/**
 * The account and single-use token of an account e-mail's link (`?c=<customerId>&t=<token>`:
 * confirmation, password reset, new address), or null when the address holds none.
 */
export const readMailLink = (searchParams: URLSearchParams): LinkInput | null => {
  const parsed = linkInputSchema.safeParse({ customerId: searchParams.get('c') ?? '', token: searchParams.get('t') ?? '' });
  return parsed.success ? parsed.data : null;
};
