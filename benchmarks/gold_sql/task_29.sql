SELECT area FROM state;
