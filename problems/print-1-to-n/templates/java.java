import java.util.Scanner;

public class Main {
    static int[] numbersUpTo(int n) {
        // Write your solution here
        return new int[0];
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int n = scanner.nextInt();
        int[] numbers = numbersUpTo(n);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < numbers.length; i++) {
            if (i > 0) out.append(' ');
            out.append(numbers[i]);
        }
        System.out.println(out);
    }
}
