SELECT product_name, product_id FROM Products WHERE product_price BETWEEN 600 AND 700;
