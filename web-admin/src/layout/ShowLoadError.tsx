import { Card, CardContent, Typography } from '@mui/material';
import { Link, useCreatePath, useShowContext, useTranslate } from 'react-admin';
import { httpStatusOf } from '../providers/http-client';

/**
 * Replaces react-admin's redirect when a record page fails to load: says why (the page's "not found"
 * message for a 404, else the API's French message), with a way back to the list. Labels are
 * translation keys or plain French.
 */
export const ShowLoadError = ({ resource, notFound, backLabel }: { resource: string; notFound: string; backLabel: string }) => {
  const { error } = useShowContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const message = httpStatusOf(error) === 404 || !(error instanceof Error) ? translate(notFound, { _: notFound }) : translate(error.message, { _: error.message });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="p" gutterBottom>
          {message}
        </Typography>
        <Link to={createPath({ resource, type: 'list' })}>{translate(backLabel, { _: backLabel })}</Link>
      </CardContent>
    </Card>
  );
};
