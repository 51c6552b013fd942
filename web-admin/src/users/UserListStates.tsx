import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import * as z from 'zod';

/** First load of the list. */
export const UsersLoading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6 }}>
      <CircularProgress size={24} />
      <Typography>{translate('passerelle.users.loading')}</Typography>
    </Box>
  );
};

/** No user at all (no search, no filter). */
export const UsersEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }}>
      <GroupIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('passerelle.users.empty')}
      </Typography>
    </Box>
  );
};

/** The search or the filters match nobody. */
export const UsersNoResult = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="p">
        {translate('passerelle.users.no_result')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('passerelle.users.no_result_hint')}
      </Typography>
    </Box>
  );
};

/** The list could not be read: what failed, and a retry. */
export const UsersLoadError = () => {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        icon={<ErrorOutlineIcon />}
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            {translate('passerelle.users.retry')}
          </Button>
        }
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {translate('passerelle.users.load_error_title')}
        </Typography>
        <Typography variant="body2">{translate('passerelle.users.load_error')}</Typography>
        {error instanceof Error && error.message && (
          <Typography variant="body2" color="text.secondary">
            {translate(error.message, { _: error.message })}
          </Typography>
        )}
      </Alert>
    </Box>
  );
};

const searchMetaSchema = z.object({ truncated: z.boolean() });

/** A search answers in one page: when more people matched, say so. */
export const SearchLimitNotice = () => {
  const translate = useTranslate();
  const { meta, data } = useListContext();
  if (!searchMetaSchema.safeParse(meta).data?.truncated) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      {translate('passerelle.users.refine_search', { count: data?.length ?? 0 })}
    </Alert>
  );
};
