import { useSnapshot } from 'valtio';
import {
  REQUEST_NEW_CODE,
  validateMethodHeading,
  WRONG_ENROLMENT_CODE,
} from '../../../../../domain/auth/auth-messages';
import type { MfaMethod } from '../../../../../domain/auth/login-status';
import { ReturnToLogin, StepHeading } from '../form-kit';
import { cancelLogin, loginStore, requestNewCode } from '../login.store';

/** MfaEnrolmentLinkDeviceInvalidOtp: the enrolment code was wrong; 'Request new code' restarts enrolment. */
export function InvalidOtpStep() {
  const { view, error, submitting } = useSnapshot(loginStore);
  return (
    <div className="login-step">
      <StepHeading level={1}>{validateMethodHeading((view?.method ?? 'sms') as MfaMethod)}</StepHeading>
      <div className="alert alert--error" role="alert">
        {error || WRONG_ENROLMENT_CODE}
      </div>
      <div className="button-row">
        <button type="button" className="button" disabled={submitting} onClick={() => void requestNewCode()}>
          {REQUEST_NEW_CODE}
        </button>
        <ReturnToLogin onReturn={() => void cancelLogin()} />
      </div>
    </div>
  );
}
