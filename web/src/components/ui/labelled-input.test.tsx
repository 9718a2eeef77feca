import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledInput } from './labelled-input';

describe('LabelledInput', () => {
  it('names the input by its label and is valid while there is no error', () => {
    render(<LabelledInput id="phone" label="Mobile number" error={undefined} type="tel" readOnly value="" />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks the input invalid, described by the error under it, and keeps the field style with extra classes', () => {
    render(
      <LabelledInput
        id="card"
        label="Test card number"
        error="That is not a test card"
        className="font-mono"
        readOnly
        value="1234"
      />,
    );
    const input = screen.getByRole('textbox', { name: /Test card number/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('That is not a test card');
    expect(input).toHaveClass('border', 'font-mono');
  });
});
