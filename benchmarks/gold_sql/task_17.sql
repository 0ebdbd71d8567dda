SELECT lake_name FROM lake WHERE state_name = 'california';
