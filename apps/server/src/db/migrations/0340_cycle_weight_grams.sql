-- Issue 47: an update's average weight keeps the precision staff type, to the gram (0.045 kg was
-- stored as 0.05). Widening the scale keeps every stored value as it is; the contract refuses finer
-- figures (CYCLE_WEIGHT_DECIMALS) rather than letting the column round them.
ALTER TABLE cycle_updates ALTER COLUMN average_weight_kg TYPE numeric(12, 3);
