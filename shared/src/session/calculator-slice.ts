import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/** SPEC §3 calculator settings, plus the calculator-only layout mode that SPEC §4 toggles. */
export interface CalculatorSettings {
  calculator_type: string;
  calculator_model: string;
  calculator_version: string;
  confVehicleType: string;
  arco_legal_only: boolean;
  calculatorOnly: boolean;
}

export interface CalculatorSlice {
  calculator: CalculatorSettings;
  updateCalculator: (patch: Partial<CalculatorSettings>) => void;
}

export const initialCalculatorSettings: CalculatorSettings = {
  calculator_type: '',
  calculator_model: '',
  calculator_version: '',
  confVehicleType: '',
  arco_legal_only: true,
  calculatorOnly: false,
};

export const createCalculatorSlice: StateCreator<AppState, [], [], CalculatorSlice> = (set) => ({
  calculator: initialCalculatorSettings,
  updateCalculator: (patch) => set((state) => ({ calculator: { ...state.calculator, ...patch } })),
});
