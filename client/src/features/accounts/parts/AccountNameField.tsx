import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/forms';

/**
 * The box where someone types the account they mean (a username, an email or a mobile number): kept
 * left-to-right in Arabic, never auto-capitalised or corrected, offered to the browser's password manager.
 */
export function AccountNameField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField
      className="ltr"
      dir="ltr"
      autoComplete="username"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      required
      {...props}
    />
  );
}
