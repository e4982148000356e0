/** A form-level error, announced to screen readers as soon as it appears. */
export const FormError = ({ message }: { message?: string }) =>
  message ? (
    <div className="form-error" role="alert">
      {message}
    </div>
  ) : null;
