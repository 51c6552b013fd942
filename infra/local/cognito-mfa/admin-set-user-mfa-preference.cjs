'use strict';
/**
 * Preloaded into cognito-local 5.3.0 (`--require`): it answers the authenticator-app calls the product makes with a
 * person's access token (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference, the SOFTWARE_TOKEN_MFA
 * challenge) but not AdminSetUserMFAPreference, which the product calls when a recovery code is spent. This adds
 * that one action to its table of targets, with Cognito's request and answer, before its server starts.
 */
// The package's own modules, as its server loads them (one table of targets shared with its router).
const load = process.getBuiltinModule('node:module').createRequire(__filename);
const { Targets } = load('cognito-local/lib/targets/targets');
const { InvalidParameterError, UserNotFoundError } = load('cognito-local/lib/errors');

const AdminSetUserMFAPreference =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    if (!req.UserPoolId || !req.Username) throw new InvalidParameterError('UserPoolId and Username are required');
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    const software = req.SoftwareTokenMfaSettings;
    const sms = req.SMSMfaSettings;
    if (software && software.Enabled && !(user.SoftwareTokenMfaConfiguration && user.SoftwareTokenMfaConfiguration.Verified)) {
      throw new InvalidParameterError('User has not verified software token MFA');
    }
    const methods = new Set(user.UserMFASettingList || []);
    for (const [settings, method] of [
      [sms, 'SMS_MFA'],
      [software, 'SOFTWARE_TOKEN_MFA'],
    ]) {
      if (!settings) continue;
      if (settings.Enabled) methods.add(method);
      else methods.delete(method);
    }
    const preferred = sms && sms.PreferredMfa ? 'SMS_MFA' : software && software.PreferredMfa ? 'SOFTWARE_TOKEN_MFA' : undefined;
    await userPool.saveUser(ctx, {
      ...user,
      UserMFASettingList: [...methods],
      PreferredMfaSetting: preferred && methods.has(preferred) ? preferred : undefined,
      // Disabled on AWS, the app's secret is no longer asked for: a later enrolment associates a new one.
      ...(software && !software.Enabled ? { SoftwareTokenMfaConfiguration: undefined } : {}),
      UserLastModifiedDate: clock.get(),
    });
    return {};
  };

Targets.AdminSetUserMFAPreference ??= AdminSetUserMFAPreference;
