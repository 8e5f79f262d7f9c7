'use client';

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './field.module.css';

type Described = {
  label: ReactNode;
  /** The message under the field; it also marks the control aria-invalid. */
  error?: string;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** Adds "(opcional)" to the label. */
  optional?: boolean;
};

/** The ids and ARIA attributes a control needs to be bound to its label, hint and error. */
function useDescribedControl(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-ayuda` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const,
  };
}

function Label({ htmlFor, optional, children }: { htmlFor: string; optional?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {optional ? <span className={styles.optional}> (opcional)</span> : null}
    </label>
  );
}

function Messages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

type FieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { ref?: Ref<HTMLInputElement> };

/**
 * Label, input, help text and error message, bound together for assistive technology. The type is
 * written out (text by default): checkers that match an autocomplete token to the input's type read
 * the attribute, and an input without one fails `name`, `organization` or `postal-code` there.
 */
export function Field({ label, error, hint, optional, id, className, ref, type = 'text', ...input }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={controlId} optional={optional}>
        {label}
      </Label>
      <input ref={ref} type={type} className={styles.control} {...controlProps} {...input} />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The email input every account form has: no autocapitalisation or spellcheck, email keyboard. */
export function EmailField({
  label = 'Correo electrónico',
  ...props
}: Omit<FieldProps, 'label' | 'type'> & { label?: ReactNode }) {
  return (
    <Field
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      required
      {...props}
    />
  );
}

/**
 * A phone input: phone keyboard, and `tel`, the one autofill token a type=tel input may carry (a
 * browser's number with +52 is fine: validation drops the country code).
 */
export function PhoneField({
  label = 'Teléfono',
  ...props
}: Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'> & { label?: ReactNode }) {
  return <Field label={label} type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}

type PasswordFieldProps = Omit<FieldProps, 'type'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, hint, optional, id, className, ref, ...input }: PasswordFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useDescribedControl(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={controlId} optional={optional}>
        {label}
      </Label>
      <div className={styles.withButton}>
        <input ref={ref} type={visible ? 'text' : 'password'} className={styles.control} {...controlProps} {...input} />
        <button type="button" className={styles.reveal} aria-controls={controlId} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className="visually-hidden"> contraseña</span>
        </button>
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type SelectFieldProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    ref?: Ref<HTMLSelectElement>;
    /** The first, empty option ("Elige tu estado"). */
    placeholder: string;
    options: readonly { value: string | number; label: string }[];
  };

export function SelectField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  ref,
  placeholder,
  options,
  ...select
}: SelectFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={controlId} optional={optional}>
        {label}
      </Label>
      <select ref={ref} className={`${styles.control} ${styles.select}`} {...controlProps} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<Described, 'optional'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, error, hint, id, className, ref, ...input }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input ref={ref} type="checkbox" className={styles.checkbox} {...controlProps} {...input} />
        <label htmlFor={controlId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type FileFieldProps = Omit<FieldProps, 'type'> & {
  /** The button's text ("Elegir foto"); the label above says what the file is for. */
  buttonText?: string;
  /** The chosen file's name when the form keeps it (so clearing the form clears it here too). */
  fileName?: string | null;
};

/**
 * A file picker in Spanish: the native input stays in the page (focusable, labelled, keyboard
 * and screen readers use it as usual) but is drawn as our button plus the chosen file's name,
 * instead of the browser's own "Choose File / No file chosen", which follows the browser's language.
 */
export function FileField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  ref,
  buttonText = 'Elegir archivo',
  fileName: keptName,
  onChange,
  ...input
}: FileFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useDescribedControl(id, hint, error);
  const [pickedName, setFileName] = useState<string | null>(null);
  const fileName = keptName === undefined ? pickedName : keptName;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={controlId} optional={optional}>
        {label}
      </Label>
      <div className={styles.filePicker}>
        <input
          ref={ref}
          type="file"
          className={styles.fileInput}
          {...controlProps}
          {...input}
          onChange={(event) => {
            setFileName(event.target.files?.[0]?.name ?? null);
            onChange?.(event);
          }}
        />
        <span className={styles.fileButton} aria-hidden="true">
          {buttonText}
        </span>
        <span className={styles.fileName} aria-hidden="true">
          {fileName ?? 'Ningún archivo elegido'}
        </span>
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type TextAreaFieldProps = Described &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { ref?: Ref<HTMLTextAreaElement> };

/** Label, a text area for a message (a change to ask, a note to the customer), help text and error. */
export function TextAreaField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  ref,
  rows = 4,
  ...input
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useDescribedControl(id, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={controlId} optional={optional}>
        {label}
      </Label>
      <textarea ref={ref} rows={rows} className={`${styles.control} ${styles.textArea}`} {...controlProps} {...input} />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
