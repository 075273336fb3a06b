// Same pattern and wording as the registration form (SPEC.md section 5), so users see one voice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  if (email.length > 255) return 'Email cannot exceed 255 characters';
  return undefined;
}

export function validateText(
  value: string,
  label: string,
  { min, max }: { min: number; max: number },
): string | undefined {
  const text = value.trim();
  if (!text) return `${label} is required`;
  if (text.length < min) return `${label} must be at least ${min} characters`;
  if (text.length > max) return `${label} cannot exceed ${max} characters`;
  return undefined;
}
