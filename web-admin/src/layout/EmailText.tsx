import { Typography, type TypographyProps } from '@mui/material';

/**
 * An e-mail address in a list: on one line, never cut inside (a column too narrow for it broke it
 * one letter a line). The lists leave it the room it needs (tests/e2e/staff-lists-fit.test.ts).
 */
export const EmailText = ({ email, variant = 'caption' }: { email: string; variant?: TypographyProps['variant'] }) => (
  <Typography variant={variant} color={variant === 'caption' ? 'text.secondary' : undefined} sx={{ whiteSpace: 'nowrap' }}>
    {email}
  </Typography>
);
