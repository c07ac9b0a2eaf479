// The vehicle register as the shop sees it: plate in, register hit (or null for an unknown plate) out.
// Implementations throw RegisterUnavailableError when the remote register fails or answers something unreadable.

export type RegisterHit = {
  /** Normalised plate, e.g. 'AB12345'. */
  plate: string;
  vin: string | null;
  /** Upper-case make as the register spells it, e.g. 'VOLKSWAGEN'. */
  make: string;
  model: string;
  motorCode: string | null;
  powerKw: number | null;
  fuel: string | null;
  /** First registration in Norway, YYYY-MM-DD. */
  firstRegistration: string | null;
  /** Catalogue vehicle; registers leave it null, matching to the catalogue is done elsewhere. */
  carId: number | null;
};

export interface VehicleRegister {
  /** null = no vehicle with that plate; throws RegisterUnavailableError when the register cannot answer. */
  lookup(plate: string): Promise<RegisterHit | null>;
}

/** The register could not be asked or its answer could not be read; `status` is the HTTP status, if any. */
export class RegisterUnavailableError extends Error {
  override readonly name = 'RegisterUnavailableError';
  readonly status: number | null;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status ?? null;
  }
}
