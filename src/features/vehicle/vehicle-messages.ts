import { useLingui } from '@lingui/react/macro';

/**
 * Text for the codes the vehicle machines keep. The contract's alert texts — 'vehicle found',
 * 'unable to find vehicle by VIN', 'Please enter registration number' — are the message ids.
 */
export function useVehicleMessages(): (code: string) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'BRAND_REQUIRED':
        return t`Choose the brand`;
      case 'MODEL_REQUIRED':
        return t`Choose the model`;
      case 'ENGINE_REQUIRED':
        return t`Choose the engine`;
      case 'ARTICLE_NUMBER_REQUIRED':
        return t`Enter the part number`;
      case 'NO_PPRODUCT_FOUND':
        return t`We found no part with that number`;
      case 'REGISTRATION_REQUIRED':
        return t`Please enter registration number`;
      case 'VEHICLE_FOUND':
        return t`vehicle found`;
      case 'VIN_NOT_FOUND':
        return t`unable to find vehicle by VIN`;
      case 'NETWORK':
        return t`You are offline. Try again when the connection is back.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
}
