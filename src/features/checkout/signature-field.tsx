import { TextField } from '../../ui/field';
import { m } from '../../i18n/paraglide/messages.js';

/** The name an agreement is signed with; typing clears the error shown under it. */
export function SignatureField({
  name,
  error,
  onNameChange,
}: {
  name: string;
  error: string | undefined;
  onNameChange: (name: string) => void;
}) {
  return (
    <TextField
      label={m.checkout_signature_label()}
      autoComplete="name"
      value={name}
      error={error}
      onChange={(event) => onNameChange(event.target.value)}
    />
  );
}
