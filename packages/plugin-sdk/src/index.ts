/**
 * @vigil/plugin-sdk: what a CMS plugin needs to talk to Vigil — a signed client for the plugin
 * API (connect, submit, status, appeal) and the check of the signed callbacks Vigil sends back.
 */
export { createVigilClient, type VigilClient, type VigilClientOptions } from './vigil-client';
export { VigilApiError } from './vigil-api-error';
export {
  verifyCallback,
  CALLBACK_INVALID_BODY_MESSAGE,
  type HeaderSource,
  type VerifyCallbackInput,
} from './verify-callback';
export { CallbackVerificationError, type CallbackRejection } from './callback-verification-error';
export { createSeenSignatures, type SignatureLog } from './seen-signatures';
export { computeSignature, signatureHeaders, type SignatureInput } from './sign-request';
export {
  PLUGIN_HEADERS,
  PLUGIN_SIGNATURE_MAX_AGE_SECONDS,
  PLUGIN_CONTENT_LIMITS,
  PLUGIN_MEDIA_TYPES,
  PLUGIN_MESSAGES,
  type TContentStatusResponse,
  type TPluginCallback,
  type TPluginConnectRequest,
  type TPluginConnectResponse,
  type TSubmitContentRequest,
  type TSubmitContentResponse,
  type TUnpublishCallback,
  type TDecisionCallback,
  type TRepublishCallback,
  type TAppealCallback,
  type TAppealOutcomeNotice,
  type TFileAppealResponse,
  type TPluginAppeal,
  APPEAL_TEXT_MAX,
  type TStatementOfReasons,
  type TCmsMeta,
} from '@vigil/contract';
